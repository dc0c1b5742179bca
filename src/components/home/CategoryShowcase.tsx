import { getTranslations } from 'next-intl/server'

import { ProductCard, type PricedProduct } from '@/components/product/ProductCard'
import { Link } from '@/i18n/ServerLink'

import styles from './home.module.css'

/** Each category with its first products in a row (swipeable on phones) and a link to the whole category. */
export async function CategoryShowcase({
  categories,
}: {
  categories: { id: number; name: string; description: string | null; products: PricedProduct[] }[]
}) {
  const t = await getTranslations('homePage')
  return (
    <div className={styles.categories}>
      {categories.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          className={styles.category}
          data-testid="home-category"
        >
          <div className={styles.categoryHead}>
            <div>
              <h3 id={`category-${category.id}`} className={styles.categoryTitle}>
                {category.name}
              </h3>
              {category.description ? <p className={styles.categoryText}>{category.description}</p> : null}
            </div>
            <Link href={`/cardType/${category.id}`} className={styles.more}>
              {t('seeCategory', { count: category.products.length })}
              <span className="visually-hidden">: {category.name}</span> <span aria-hidden="true">→</span>
            </Link>
          </div>
          <ul className={styles.rail}>
            {category.products.slice(0, 4).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
