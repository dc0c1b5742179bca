import { getTranslations } from 'next-intl/server'

import type { PricedProduct } from '@/components/product/ProductCard'
import { Price } from '@/components/ui/Price'
import { Link } from '@/i18n/ServerLink'

import styles from './home.module.css'

/** The cheapest "from" price of a category's products (null when none of them has a plan yet). */
const cheapest = (products: PricedProduct[]) =>
  products.reduce<PricedProduct['fromPrice']>(
    (best, p) => (p.fromPrice && (!best || p.fromPrice.twd < best.twd) ? p.fromPrice : best),
    null,
  )

/**
 * Each category as a tile: its name, what it is for, its first products by name and its lowest price. The product
 * cards themselves are in "Popular cards" above and on the category page; repeating them here doubled the home page.
 */
export async function CategoryShowcase({
  categories,
}: {
  categories: { id: number; name: string; description: string | null; products: PricedProduct[] }[]
}) {
  const t = await getTranslations('homePage')
  return (
    <ul className={styles.categories}>
      {categories.map((category) => {
        const from = cheapest(category.products)
        return (
          <li key={category.id} className={styles.category} data-testid="home-category">
            <h3 className={styles.categoryTitle}>
              <Link href={`/cardType/${category.id}`}>{category.name}</Link>
            </h3>
            {category.description ? <p className={styles.categoryText}>{category.description}</p> : null}
            <ul className={styles.categoryProducts}>
              {category.products.slice(0, 3).map((product) => (
                <li key={product.id}>
                  <Link href={`/details/${product.id}`}>{product.name}</Link>
                </li>
              ))}
            </ul>
            <p className={styles.categoryFoot}>
              {from ? <Price price={from} from /> : null}
              <Link href={`/cardType/${category.id}`} className={styles.more}>
                {t('seeCategory', { count: category.products.length })}
                <span className="visually-hidden">: {category.name}</span> <span aria-hidden="true">→</span>
              </Link>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
