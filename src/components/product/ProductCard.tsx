import { getTranslations } from 'next-intl/server'

import { CatalogImage } from '@/components/content/CatalogImage'
import { WrittenIn } from '@/components/content/WrittenIn'
import { Price } from '@/components/ui/Price'
import type { DisplayPrice } from '@/domain/money'
import { Link } from '@/i18n/ServerLink'
import type { ProductSummary } from '@/server/catalog/products'

import styles from './ProductCard.module.css'
import { ProductBadges } from './ProductBadges'
import { SimArt } from './SimArt'

export type PricedProduct = ProductSummary & { fromPrice: DisplayPrice | null }

/** A product in a grid: image, badges, name, summary and the lowest plan price; the whole card opens the detail page. */
export async function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: PricedProduct
  headingLevel?: 2 | 3 | 4
  priority?: boolean
}) {
  const t = await getTranslations('product')
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      <div className={styles.media}>
        {product.image ? (
          <CatalogImage
            image={product.image}
            sizes="(max-width: 768px) 100vw, (max-width: 968px) 50vw, 300px"
            className={styles.image}
            priority={priority}
            decorative
          />
        ) : (
          <SimArt network={product.network} cardType={product.cardType} />
        )}
      </div>
      <div className={styles.body}>
        <ProductBadges network={product.network} cardType={product.cardType} />
        <Heading className={styles.name} lang={product.language ?? undefined}>
          <Link href={`/details/${product.id}`} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {product.summary ? (
          <p className={styles.summary} lang={product.language ?? undefined}>
            {product.summary}
          </p>
        ) : null}
        <WrittenIn language={product.language} />
        <div className={styles.footer}>
          {product.fromPrice ? <Price price={product.fromPrice} from /> : <span className={styles.noPrice}>{t('noPlans')}</span>}
          <span className={styles.cta} aria-hidden="true">
            {`${t('viewPlans')} →`}
          </span>
        </div>
      </div>
    </article>
  )
}
