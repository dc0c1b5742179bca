'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from './Checkout.module.css'

/** The payment pages without an order to pay or check (an old link, a new tab, an order already paid). */
export function NoOrderToPay() {
  const t = useTranslations('checkout')
  return (
    <section className={styles.section} data-testid="checkout-no-order" aria-labelledby="checkout-no-order-title">
      {/* The page's heading is still "Payment": a screen reader user lands on a page with a name (WCAG 1.3.1). */}
      <h1 id="checkout-no-order-title" className={styles.title}>
        {t('title')}
      </h1>
      <p>{t('noOrder')}</p>
      <Link href="/personal/order" className="button button--secondary">
        {t('myOrders')}
      </Link>
    </section>
  )
}
