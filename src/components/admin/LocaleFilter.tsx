'use client'

import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'

import { adminText } from '@/cms/adminText'
import { LOCALE_INFO, LOCALES } from '@/domain/locale'

const FILTER = 'where[missingLocales][in]'

/** Above a localized collection's list: "missing in <language>" as one click each. */
export function LocaleFilter() {
  const { i18n } = useTranslation()
  const text = adminText(i18n.language)
  const pathname = usePathname()
  const search = useSearchParams()
  const active = search.get(FILTER)
  const href = (locale: string | null) => {
    const params = new URLSearchParams()
    const limit = search.get('limit')
    if (limit) params.set('limit', limit)
    if (locale) params.set(FILTER, locale)
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
  return (
    <nav aria-label={text.missingIn} data-testid="locale-filter" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 'var(--base)' }}>
      <span>{text.missingIn}:</span>
      <Link href={href(null)} style={style(!active)} aria-current={!active ? 'page' : undefined}>
        {text.all}
      </Link>
      {LOCALES.map((locale) => (
        <Link key={locale} href={href(locale)} style={style(active === locale)} aria-current={active === locale ? 'page' : undefined} data-locale={locale}>
          {LOCALE_INFO[locale].label} ({locale})
        </Link>
      ))}
    </nav>
  )
}
