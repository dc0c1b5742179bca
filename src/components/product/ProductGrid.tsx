import { ProductCard, type PricedProduct } from './ProductCard'
import styles from './ProductGrid.module.css'

/** Product cards in a responsive grid (one column on phones). */
export function ProductGrid({
  products,
  headingLevel = 3,
  label,
  priorityCount = 0,
}: {
  products: PricedProduct[]
  headingLevel?: 2 | 3 | 4
  label?: string
  priorityCount?: number
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
