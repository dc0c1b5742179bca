'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import type { ClientField } from 'payload'

import { adminText } from '@/cms/adminText'
import type { Translations } from '@/domain/localeCompleteness'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, isLocale, type Locale } from '@/domain/locale'

const chip = (state: 'complete' | 'missing' | 'outdated', current: boolean) => ({
  display: 'inline-flex',
  gap: 4,
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: 12,
  fontSize: 13,
  textDecoration: 'none',
  border: `${current ? 2 : 1}px solid ${current ? 'var(--theme-text)' : 'var(--theme-elevation-200)'}`,
  background: state === 'complete' ? 'var(--theme-success-100)' : state === 'outdated' ? 'var(--theme-warning-100)' : 'var(--theme-error-100)',
  color: 'var(--theme-text)',
})

type Labelled = { name?: string; label?: unknown; fields?: ClientField[]; tabs?: { name?: string; label?: unknown; fields: ClientField[] }[] }

/** The field named `name` among `fields`, looking through rows, collapsibles and unnamed tabs. */
function findField(fields: readonly ClientField[], name: string): Labelled | undefined {
  for (const field of fields as readonly Labelled[]) {
    if (field.name === name) return field
    if (!field.name && field.fields) {
      const inner = findField(field.fields, name)
      if (inner) return inner
    }
    for (const tab of field.tabs ?? []) {
      if (tab.name === name) return { ...tab, fields: tab.fields }
      if (!tab.name) {
        const inner = findField(tab.fields, name)
        if (inner) return inner
      }
    }
  }
  return undefined
}

/** "plans.1.note" → "Plans › 2 › Note", in the admin language (the labels the form shows). */
function fieldLabel(fields: readonly ClientField[], path: string, translate: (label: unknown) => string): string {
  const parts: string[] = []
  let scope: readonly ClientField[] | undefined = fields
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      parts.push(String(Number(segment) + 1))
      continue
    }
    const field: Labelled | undefined = scope ? findField(scope, segment) : undefined
    parts.push(field?.label ? translate(field.label) : segment)
    scope = field?.fields
  }
  return parts.join(' › ')
}

/**
 * The strip at the top of a localized document: the language being edited, large, and per language a link to
 * it saying what a reader of that language misses (every localized field: `translations`, recomputed by the
 * server on every save) or that its text is older than the zh-TW source. A new document starts in the
 * language the editor chose in Payload's Locale menu (staff writing an English-only item write it in English).
 */
export function LocaleStatus() {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const locale = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { getEntityConfig } = useConfig()
  const translations = useFormFields(([fields]) => fields.translations?.value) as Translations | null | undefined
  const outdated = useFormFields(([fields]) => fields.outdatedLocales?.value) as string[] | null | undefined
  const pathname = usePathname()
  const search = useSearchParams()

  const entity = getEntityConfig(collectionSlug ? { collectionSlug } : { globalSlug: globalSlug! })
  const translate = (value: unknown) => getTranslation(value as never, i18n)
  const code = isLocale(locale.code) ? locale.code : DEFAULT_LOCALE
  const saved = Boolean(id || globalSlug)
  const hrefOf = (l: Locale) => {
    const params = new URLSearchParams(search.toString())
    params.set('locale', l)
    return `${pathname}?${params.toString()}`
  }
  return (
    <div
      data-testid="locale-status"
      data-editing={code}
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '10px 14px', marginBottom: 'var(--base)' }}
    >
      <p style={{ margin: 0, fontSize: 16 }}>
        {text.editing}:{' '}
        <strong data-testid="locale-editing" style={{ fontSize: 18 }}>
          {LOCALE_INFO[code].label} ({code})
        </strong>
        {code === DEFAULT_LOCALE ? ` · ${text.localeDefault} · ${text.source}` : null}
      </p>
      {saved && translations ? (
        <ul aria-label={text.languages} style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6, padding: 0, margin: '8px 0 0' }}>
          {LOCALES.map((l) => {
            const missing = translations.missing?.[l] ?? []
            const isOutdated = (outdated ?? []).includes(l)
            const state = missing.length ? 'missing' : isOutdated ? 'outdated' : 'complete'
            const names = missing.map((path) => fieldLabel(entity?.fields ?? [], path, translate))
            const detail = [
              missing.length ? text.missingFields(names.join(', ')) : null,
              isOutdated ? `${text.outdated} (${text.outdatedNote})` : null,
            ].filter(Boolean)
            return (
              <li key={l} data-locale={l} data-complete={!missing.length} data-outdated={isOutdated}>
                <Link
                  href={hrefOf(l)}
                  style={chip(state, l === code)}
                  aria-current={l === code ? 'true' : undefined}
                  aria-label={`${text.openLanguage(LOCALE_INFO[l].label)}: ${detail.length ? detail.join('; ') : text.complete}`}
                >
                  <span aria-hidden="true">{state === 'complete' ? '✓' : state === 'outdated' ? '↻' : '✗'}</span>
                  <span>
                    {LOCALE_INFO[l].label} ({l}) — {detail.length ? detail.join(' · ') : text.complete}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <p style={{ margin: '6px 0 0', fontSize: 13 }}>{text.newInAnyLanguage}</p>
      )}
    </div>
  )
}
