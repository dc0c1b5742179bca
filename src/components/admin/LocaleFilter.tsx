'use client'

import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'

import { adminText } from '@/cms/adminText'
import { LOCALE_INFO, LOCALES } from '@/domain/locale'

const FILTERS = { missing: 'where[missingLocales][in]', outdated: 'where[outdatedLocales][in]' } as const
type Kind = keyof typeof FILTERS

/** Above a localized collection's list: "missing in <language>" and "outdated in <language>" as one click each. */
export function LocaleFilter() {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const pathname = usePathname()
  const search = useSearchParams()
  const active = (kind: Kind) => search.get(FILTERS[kind])
  const href = (kind: Kind, locale: string | null) => {
    const params = new URLSearchParams()
    const limit = search.get('limit')
    if (limit) params.set('limit', limit)
    if (locale) params.set(FILTERS[kind], locale)
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  const style = (on: boolean) => ({
    padding: '2px 10px',
    borderRadius: 12,
    border: '1px solid var(--theme-elevation-250)',
    textDecoration: 'none',
    fontWeight: on ? 700 : 400,
    background: on ? 'var(--theme-elevation-100)' : 'transparent',
  })
  const row = (kind: Kind, title: string) => (
    <nav aria-label={title} data-testid={kind === 'missing' ? 'locale-filter' : 'outdated-filter'} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 'calc(var(--base) / 2)' }}>
      <span>{title}:</span>
      <Link href={href(kind, null)} style={style(!active(kind))} aria-current={!active(kind) ? 'page' : undefined}>
        {text.all}
      </Link>
      {LOCALES.map((locale) => (
        <Link key={locale} href={href(kind, locale)} style={style(active(kind) === locale)} aria-current={active(kind) === locale ? 'page' : undefined} data-locale={locale}>
          {LOCALE_INFO[locale].label} ({locale})
        </Link>
      ))}
    </nav>
  )
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      {row('missing', text.missingIn)}
      {row('outdated', text.outdatedIn)}
    </div>
  )
}
