import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'

import styles from './Pagination.module.css'

type Query = Record<string, string | undefined>

/** Page numbers around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap')
    out.push(p)
  })
  return out
}

/** Links to the other pages of a list (`?page=n`, other query values kept); nothing when there is one page. */
export async function Pagination({
  pathname,
  page,
  totalPages,
  query = {},
}: {
  pathname: string
  page: number
  totalPages: number
  query?: Query
}) {
  if (totalPages <= 1) return null
  const t = await getTranslations('pagination')
  const href = (p: number) => {
    const q = Object.fromEntries(Object.entries({ ...query, page: p > 1 ? String(p) : undefined }).filter(([, v]) => v))
    return { pathname, query: q as Record<string, string> }
  }
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span> {t('previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={styles.number}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={href(page + 1)} rel="next" className={styles.step}>
              {t('next')} <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
