'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import useSWR from 'swr'

import { ClientPrice } from '@/components/order/ClientPrice'
import { OrderWhenRows } from '@/components/order/OrderWhenRows'
import { LAST_ORDER_KEY, writeStorage, type StoredOrder } from '@/components/order/storage'
import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { isPaidStatus } from '@/domain/orderStatus'
import { Link } from '@/i18n/navigation'
import { useCookie } from '@/lib/clientCookies'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { useHydrated } from '@/lib/useHydrated'
import type { CheckoutReply, PublicTapPayConfig } from '@/lib/views/checkout'
import type { OrderView } from '@/lib/views/order'

import styles from './Checkout.module.css'
import { NoOrderToPay } from './NoOrderToPay'
import { PaymentForm } from './PaymentForm'
import { markStoredOrderPaid, readStoredOrder } from './storedOrder'
import { useTPDirect } from './tpdirect'

const noSubscribe = () => () => undefined

/**
 * The payment page (/checkout?order=…): the order this tab placed (sessionStorage, so a reload keeps it),
 * or — for a logged-in member — one of their unpaid orders read from /api/order.
 */
export function CheckoutView({ tappay }: { tappay: PublicTapPayConfig }) {
  const t = useTranslations('checkout')
  const hydrated = useHydrated()
  const params = useSearchParams()
  const orderNumber = params.get('order')
  // Support's mailed payment link (issue 38 §2): opens the unpaid order in any browser, until a newer link replaces it.
  const link = params.get('link')
  const { setLoading } = useLoading()
  const post = useApi()
  const rawStored = useSyncExternalStore(noSubscribe, () => JSON.stringify(readStoredOrder()), () => 'null')
  const stored = JSON.parse(rawStored) as StoredOrder | null
  const own = stored && stored.orderNumber === orderNumber ? stored : null
  const loggedIn = Boolean(useCookie(USER_INFO_COOKIE))
  const { data: linkOrder, error: linkError, isLoading: linkLoading } = useSWR<StoredOrder>(
    !own && orderNumber && link ? ['/api/checkout/order', { orderNumber, checkoutToken: link }] : null,
    ([path, body]: [string, unknown]) => post<StoredOrder>(path, body, { quiet: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
  const { data: memberOrder, isLoading: memberLoading } = useSWR<OrderView>(!own && !linkOrder && orderNumber && loggedIn ? ['/api/order', { orderNumber }] : null)
  const isLoading = linkLoading || memberLoading
  const order: (OrderView & { checkoutToken?: string }) | null = own ?? linkOrder ?? memberOrder ?? null
  // This tab's order may have been paid meanwhile (a reload during a slow payment, Back from the bank or the result
  // page): its state is asked before the form is shown again, so a paid order is never offered for payment.
  const { data: settled, isLoading: settling } = useSWR<CheckoutReply>(
    own?.status === 'unpaid' && own.checkoutToken ? ['/api/checkout/result', { orderNumber: own.orderNumber, checkoutToken: own.checkoutToken }] : null,
    // Quiet: if the check fails, the form shows as before (no toast about a check the traveller did not ask for).
    ([path, body]: [string, unknown]) => post<CheckoutReply>(path, body, { quiet: true }),
    { revalidateOnFocus: false },
  )
  const sdk = useTPDirect(tappay)
  useEffect(() => {
    if (settled?.status === 'paid') markStoredOrderPaid(settled)
  }, [settled])

  // The order form leaves the loading overlay on while it navigates here.
  useEffect(() => setLoading(false), [setLoading])
  // A member paying an order from their order list: it becomes this tab's order, so that the result page (and the
  // 3-D Secure return) show it as they show one the form just placed, with its number, amount and invoice.
  useEffect(() => {
    const opened = linkOrder ?? memberOrder
    if (!own && opened?.status === 'unpaid') writeStorage('session', LAST_ORDER_KEY, JSON.stringify(opened satisfies StoredOrder))
  }, [own, linkOrder, memberOrder])

  if (!hydrated || isLoading || settling) return <p className={styles.status}>{t('returnChecking')}</p>
  if (order && (settled?.status === 'paid' || isPaidStatus(order.status)))
    return (
      <section className={styles.section} data-testid="checkout-paid" aria-labelledby="checkout-paid-title">
        <h1 id="checkout-paid-title" className={styles.title}>
          {t('title')}
        </h1>
        <p>{t('alreadyPaid', { orderNumber: order.orderNumber })}</p>
        {/* This tab's order: the result page shows it as paid (number, e-invoice, the voucher or eSIM link); a member's
            other order: its page in the member centre. */}
        <Link
          href={own ? { pathname: '/orderCompleted', query: { status: '1' } } : `/personal/order/${encodeURIComponent(order.orderNumber)}`}
          className="button"
          data-testid="checkout-paid-link"
        >
          {t('viewPaidOrder')}
        </Link>
      </section>
    )
  if (!order || order.status !== 'unpaid')
    return <NoOrderToPay linkExpired={Boolean(link && linkError && !memberOrder)} />

  return (
    <div className={styles.layout} data-testid="checkout" data-sdk={sdk.status}>
      <div className={styles.main}>
        <header>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead', { orderNumber: order.orderNumber })}</p>
          {/* Back from the bank's page without finishing it: paying again is safe, and the traveller is told why. */}
          {settled?.status === 'unpaid' && settled.bankCheckOpen ? (
            <p className={styles.notice} data-testid="bank-check-open">
              {t('bankCheckOpen')}
            </p>
          ) : null}
        </header>
        {sdk.status === 'failed' ? (
          <p className={styles.alert} role="alert">
            {t('loadFailed')}
          </p>
        ) : sdk.status === 'loading' ? (
          <p className={styles.status} role="status">
            {t('walletChecking')}
          </p>
        ) : (
          <PaymentForm
            tp={sdk.tp}
            tappay={tappay}
            order={{ orderNumber: order.orderNumber, totalTwd: order.money.totalTwd, checkoutToken: order.checkoutToken }}
            amountLabel={order.money.total.formattedTwd}
          />
        )}
      </div>
      <aside className={`${styles.aside} ${styles.section} ${styles.summary}`} aria-label={t('amountLabel')}>
        <dl>
          <div>
            <dt>{order.itemName}</dt>
            <dd>
              {[order.planLabel, t('quantityValue', { count: order.quantity })].filter(Boolean).join(' · ')}
            </dd>
          </div>
          {/* When and where, as on the confirmation step: what is being paid for is read again before paying. */}
          <OrderWhenRows order={order} labels={{ pickup: t('pickup'), visit: t('visit') }} testIdPrefix="checkout" />
          <div>
            <dt>{t('amountLabel')}</dt>
            <dd className={styles.amount} data-testid="checkout-amount" data-twd={order.money.totalTwd}>
              <ClientPrice price={order.money.total} twdFirst size="lg" />
            </dd>
          </div>
        </dl>
        <p className={styles.hint}>{t('amountNote')}</p>
      </aside>
    </div>
  )
}
