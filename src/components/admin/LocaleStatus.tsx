'use client'

import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { adminText } from '@/cms/adminText'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, isLocale } from '@/domain/locale'

const chip = (ok: boolean, current: boolean) => ({
  display: 'inline-flex',
  gap: 4,
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: 12,
  fontSize: 13,
  border: `${current ? 2 : 1}px solid ${current ? 'var(--theme-text)' : 'var(--theme-elevation-200)'}`,
  background: ok ? 'var(--theme-success-100)' : 'var(--theme-error-100)',
  color: 'var(--theme-text)',
})

/**
 * The strip at the top of a localized document: the language being edited, large, and per language whether
 * its required fields are filled (from `missingLocales`, which the server recomputes on every save).
 * A new document opens in zh-TW, whatever language the staff member edited last.
 */
export function LocaleStatus() {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const locale = useLocale()
  const { id } = useDocumentInfo()
  const missing = useFormFields(([fields]) => fields.missingLocales?.value) as string[] | null | undefined
  const router = useRouter()
  const pathname = usePathname()
  const search = useSearchParams()
  const moved = useRef(false)

  useEffect(() => {
    if (id || moved.current || locale.code === DEFAULT_LOCALE) return
    moved.current = true
    const params = new URLSearchParams(search.toString())
    params.set('locale', DEFAULT_LOCALE)
    router.replace(`${pathname}?${params.toString()}`)
    // Only when the create view opens: a later switch by the editor is theirs to make.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const code = isLocale(locale.code) ? locale.code : DEFAULT_LOCALE
  const saved = Boolean(id)
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
        {code === DEFAULT_LOCALE ? ` · ${text.localeDefault}` : null}
      </p>
      {saved ? (
        <ul aria-label={text.languages} style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6, padding: 0, margin: '8px 0 0' }}>
          {LOCALES.map((l) => {
            const ok = !(missing ?? []).includes(l)
            return (
              <li key={l} data-locale={l} data-complete={ok} style={chip(ok, l === code)}>
                <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
                {LOCALE_INFO[l].label} ({l}) — {ok ? text.complete : text.missing}
              </li>
            )
          })}
        </ul>
      ) : (
        <p style={{ margin: '6px 0 0', fontSize: 13 }}>{text.newInDefault}</p>
      )}
    </div>
  )
}
