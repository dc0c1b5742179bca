'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useSyncExternalStore } from 'react'

import { useLoading } from '@/components/ui/LoadingOverlay'
import { Link } from '@/i18n/navigation'

import { sentenceGap } from '@/domain/locale'
import { isPaidStatus } from '@/domain/orderStatus'
import { useLoggedIn } from '@/lib/useLoggedIn'

import { ClientPrice } from '@/components/order/ClientPrice'
import { LAST_ORDER_FORM_KEY, LAST_ORDER_KEY, parseStoredOrder, readStorage } from '@/components/order/storage'
import { OrderWhenRows } from '@/components/order/OrderWhenRows'
import { useDateLabel } from '@/components/order/useItemFacts'

import { AdConversion, type AdConversionSettings } from './AdConversion'
import styles from './OrderResult.module.css'
import { useIssuedInvoice } from './useIssuedInvoice'

const noSubscribe = () => () => undefined

/**
 * The order result (spec §4). Success: the order is placed but real-name registration is not done
 * yet, with the way to do it; the placed order comes from this tab's sessionStorage when there is
 * one. Failure: the order failed, book again. None: the page was opened without a result.
 */
export function OrderResult({ status, adConversion }: { status: 'success' | 'failed' | 'none'; adConversion?: AdConversionSettings | null }) {
  const success = status === 'success'
  const t = useTranslations('orderForm.result')
  const tf = useTranslations('orderForm')
  const th = useTranslations('cardHolders')
  const dateLabel = useDateLabel()
  const loggedIn = useLoggedIn()
  const gap = sentenceGap(useLocale())
  const { setLoading } = useLoading()
  const rawOrder = useSyncExternalStore(
    noSubscribe,
    () => readStorage('session', LAST_ORDER_KEY),
    () => null,
  )
  const rebookHref = useSyncExternalStore(
    noSubscribe,
    () => readStorage('session', LAST_ORDER_FORM_KEY),
    () => null,
  )
  const order = useMemo(() => (success ? parseStoredOrder(rawOrder) : null), [success, rawOrder])
  const { invoice, waiting: invoiceWaiting } = useIssuedInvoice(order)

  // Spec §4: the loading status is not reset on the way here; the result page ends it.
  useEffect(() => setLoading(false), [setLoading])

  // Opened without a result (a bookmark, a new tab): no order to show — not "the order failed, nothing was charged",
  // which would be untrue for a traveller who paid and came back.
  if (status === 'none')
    return (
      <section className={styles.card} aria-labelledby="order-result-title" data-testid="order-result" data-status="none">
        <h1 id="order-result-title" className={styles.title}>
          {t('noneTitle')}
        </h1>
        <p className={styles.lead}>{t('noneLead')}</p>
        <div className={styles.actions}>
          <Link href="/orderLookup" className="button">
            {t('lookup')}
          </Link>
          <Link href="/personal/order" className="button button--secondary">
            {t('myOrders')}
          </Link>
        </div>
      </section>
    )

  if (!success)
    return (
      <section
        className={`${styles.card} ${styles.failure}`}
        aria-labelledby="order-result-title"
        data-testid="order-result"
        data-status="failed"
      >
        <span className={styles.icon} aria-hidden="true">
          !
        </span>
        <h1 id="order-result-title" className={styles.title}>
          {t('failureTitle')}
        </h1>
        <p className={styles.lead}>{t('failureLead')}</p>
        <div className={styles.actions}>
          <Link href={rebookHref?.startsWith('/bookNow') ? rebookHref : '/bookNow'} className="button" data-testid="rebook">
            {t('rebook')}
          </Link>
          <Link href="/faq" className="button button--secondary">
            {t('help')}
          </Link>
        </div>
      </section>
    )

  return (
    <section className={styles.card} aria-labelledby="order-result-title" data-testid="order-result" data-status="success">
      <span className={`${styles.icon} ${styles.ok}`} aria-hidden="true">
        ✓
      </span>
      <h1 id="order-result-title" className={styles.title}>
        {order?.redeemedWith && isPaidStatus(order.status) ? t('redeemedTitle') : order && isPaidStatus(order.status) ? t('paidTitle') : t('successTitle')}
      </h1>
      {/* Real-name registration is for SIM cards and eSIMs: an airport-rail or observation-deck ticket has none. */}
      {order?.visit || order?.railTrip ? null : (
        <>
          <p className={styles.lead} data-testid="kyc-notice">
            {t('successLead')}
          </p>
          <div className={styles.kyc}>
            <p>{order?.pickup ? t('kycText') : t('kycTextEsim')}</p>
            <Link href="/authentication" className="button" data-testid="kyc-link">
              {t('authenticate')}
            </Link>
          </div>
        </>
      )}

      {order ? (
        <div className={styles.order} data-testid="order-summary">
          <dl className={styles.facts}>
            <div>
              <dt>{t('orderNumber')}</dt>
              <dd data-testid="order-number">{order.orderNumber}</dd>
            </div>
            <div>
              <dt>{t('item')}</dt>
              <dd>
                {order.itemName}
                {order.display?.plan ? ` · ${order.display.plan}` : order.planLabel ? ` · ${order.planLabel}` : ''}
                {/* A rail ticket's plan is its trip (one way, return): said once. */}
                {order.railTrip && !order.display?.plan && !order.planLabel ? ` · ${tf(`trips.${order.railTrip}`)}` : ''}
              </dd>
            </div>
            <OrderWhenRows order={order} labels={{ pickup: t('pickup'), visit: t('visit') }} />
            <div>
              <dt>{t('quantity')}</dt>
              <dd>{order.quantity}</dd>
            </div>
            {/* One SIM card per passport: each card's holder (an order kept by an older page has none listed). */}
            {(order.cardHolders ?? []).map(({ card, name }) => (
              <div key={`holder-${card}`} data-testid="result-holder">
                <dt>{th('card', { n: card })}</dt>
                <dd>{name ?? '—'}</dd>
              </div>
            ))}
            {order.money.discountTwd > 0 && !order.redeemedWith ? (
              <div>
                <dt>{tf('confirm.totalPrice')}</dt>
                <dd>
                  <ClientPrice price={order.money.subtotal} twdFirst />
                </dd>
              </div>
            ) : null}
            {order.money.discountTwd > 0 && !order.redeemedWith ? (
              <div>
                <dt>{t('discount', { code: order.money.promoCode ?? '' })}</dt>
                <dd>
                  <ClientPrice price={order.money.discount} twdFirst negative />
                </dd>
              </div>
            ) : null}
            {isPaidStatus(order.status) && order.money.totalTwd > 0 ? (
              <div data-testid="invoice-row">
                <dt>{t('invoice')}</dt>
                <dd>
                  {invoice ? (
                    <>
                      <span data-testid="invoice-number">{invoice.number}</span>
                      {invoice.voided ? ` (${t('invoiceVoided')})` : ` · ${dateLabel(invoice.date)}`}
                    </>
                  ) : (
                    <span data-testid="invoice-pending" aria-live="polite">
                      {invoiceWaiting ? t('invoiceIssuing') : t('invoiceByMail')}
                    </span>
                  )}
                </dd>
              </div>
            ) : null}
            {order.redeemedWith ? null : (
              <div className={styles.total}>
                <dt>{isPaidStatus(order.status) ? t('totalPaid') : t('total')}</dt>
                <dd>
                  <ClientPrice price={order.money.total} twdFirst size="lg" testId="result-total" />
                </dd>
              </div>
            )}
          </dl>
          {order.redeemedWith && isPaidStatus(order.status) ? (
            <p className={styles.pending} data-testid="redeemed-note" data-order-status={order.status}>
              {t('redeemedNote', { serial: order.redeemedWith })}
            </p>
          ) : isPaidStatus(order.status) ? (
            <p className={styles.pending} data-testid="payment-done" data-order-status={order.status}>
              <strong>{t('paymentDone')}</strong>
              {gap}
              {t('paidNote', { amount: order.money.total.formattedTwd })}
            </p>
          ) : (
            <p className={styles.pending} data-testid="payment-pending">
              <strong>{t('paymentPending')}</strong>
              {gap}
              {t('paymentNext')}
              {gap}
              <Link href={{ pathname: '/checkout', query: { order: order.orderNumber } }} data-testid="pay-now">
                {t('payNow')}
              </Link>
            </p>
          )}
          {isPaidStatus(order.status) && order.orderKey ? (
            <p className={styles.pass}>
              <Link
                href={{ pathname: `/order/${encodeURIComponent(order.orderNumber)}`, query: { key: order.orderKey } }}
                className="button"
                data-testid="order-page-link"
              >
                {t(order.pickup ? 'openVoucher' : order.visit || order.railTrip ? 'openTickets' : 'openEsim')}
              </Link>
            </p>
          ) : null}
          {isPaidStatus(order.status) && adConversion ? <AdConversion settings={adConversion} order={order} /> : null}
          <p data-testid="member-notice">
            {t(loggedIn ? 'accountNoticeMember' : 'accountNotice', { email: order.email })}
          </p>
        </div>
      ) : (
        <p className={styles.generic} data-testid="order-generic">
          {t('generic')}
        </p>
      )}

      <div className={styles.actions}>
        <Link href="/personal/order" className="button button--secondary" data-testid="my-orders">
          {t('myOrders')}
        </Link>
        <Link href="/" className={styles.homeLink}>
          {t('home')}
        </Link>
      </div>
    </section>
  )
}
