'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from './Checkout.module.css'

/** The payment pages without an order to pay or check (an old link, a new tab, an order already paid). */
export function NoOrderToPay({ linkExpired = false }: { linkExpired?: boolean }) {
  const t = useTranslations('checkout')
  return (
    <section className={styles.section} data-testid="checkout-no-order" aria-labelledby="checkout-no-order-title">
      {/* The page's heading is still "Payment": a screen reader user lands on a page with a name (WCAG 1.3.1). */}
      <h1 id="checkout-no-order-title" className={styles.title}>
        {t('title')}
      </h1>
      <p data-testid={linkExpired ? 'checkout-link-expired' : undefined}>{linkExpired ? t('linkExpired') : t('noOrder')}</p>
      {/* A guest pays from the order lookup once the mailed code is entered (another browser or device than the one
          that placed the order); a member from the order history. */}
      <div className={styles.actions}>
        <Link href="/orderLookup" className="button" data-testid="checkout-find-order">
          {t('findOrder')}
        </Link>
        <Link href="/personal/order" className="button button--secondary">
          {t('myOrders')}
        </Link>
      </div>
    </section>
  )
}
