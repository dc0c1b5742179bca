import type { ReactNode } from 'react'

import { Breadcrumb, type Crumb } from './Breadcrumb'
import styles from './PageIntro.module.css'

/** The band at the top of a content page: breadcrumb, the page's one h1, a lead paragraph and optional extras. */
export function PageIntro({
  title,
  textLang,
  lead,
  crumbs,
  children,
}: {
  /** A text, or a part that writes one (the catalog's search title: src/components/product/CatalogSearch.tsx). */
  title: ReactNode
  /** The title's and lead's language when it is not the page's (an item shown untranslated; issue 38 §10). */
  textLang?: string | null
  lead?: ReactNode
  crumbs?: Crumb[]
  children?: ReactNode
}) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <Breadcrumb items={crumbs ?? [{ label: typeof title === 'string' ? title : '' }]} />
        <h1 className={styles.title} lang={textLang ?? undefined}>
          {title}
        </h1>
        {lead ? (
          <p className={styles.lead} lang={textLang ?? undefined}>
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  )
}
