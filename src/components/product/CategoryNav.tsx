import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'
import type { CategoryView } from '@/server/catalog/products'

import styles from './CategoryNav.module.css'

/** Category filter: "All products" and each category as links, the current one marked. */
export async function CategoryNav({ categories, activeId }: { categories: CategoryView[]; activeId?: number }) {
  const t = await getTranslations('catalog')
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.nav}>
      <ul>
        <li>
          <Link href="/cardType" aria-current={activeId === undefined ? 'page' : undefined} data-testid="category-link">
            {t('allProducts')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={`/cardType/${category.id}`}
              aria-current={activeId === category.id ? 'page' : undefined}
              data-testid="category-link"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
