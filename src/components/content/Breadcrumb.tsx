import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'
import { absoluteUrl, jsonLd } from '@/server/seo'

import styles from './Breadcrumb.module.css'

export type Crumb = { label: string; href?: string }

/** Breadcrumb trail starting at home; the last item is the current page. Also emits a schema.org BreadcrumbList. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('breadcrumb')])
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...items]
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(locale, crumb.href) } : {}),
    })),
  }
  return (
    <nav aria-label={t('label')} className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && !last ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={jsonLd(structured)} />
    </nav>
  )
}
