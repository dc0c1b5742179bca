'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { Link, useRouter } from '@/i18n/navigation'
import { formatMoney } from '@/domain/money'
import type { Locale } from '@/domain/locale'
import { ApiRequestError } from '@/lib/api-client'
import { focusOnMount } from '@/lib/focusOnMount'
import type { CheckoutReply } from '@/lib/views/checkout'

import styles from './Checkout.module.css'
import { NoOrderToPay } from './NoOrderToPay'
import { markStoredOrderPaid, readStoredOrder } from './storedOrder'

type Reversed = Extract<CheckoutReply, { status: 'reversed' }>

/**
 * Where TapPay sends the browser back after 3-D Secure (result_url.frontend_redirect_url). The query
 * TapPay adds (rec_trade_id, status) is not believed: the server re-reads the transaction from the
 * Record API, then this page goes to the order result or offers to pay again.
 */
export function CheckoutReturn() {
  const t = useTranslations('checkout')
  const params = useSearchParams()
  const orderNumber = params.get('order') ?? ''
  const recTradeId = params.get('rec_trade_id') ?? undefined
  const post = useApi()
  const router = useRouter()
  const { setLoading } = useLoading()
  const [message, setMessage] = useState<string | null>(null)
  const [reversed, setReversed] = useState<Reversed | null>(null)
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    setLoading(false)
    if (!orderNumber) return
    const token = readStoredOrder()?.orderNumber === orderNumber ? readStoredOrder()?.checkoutToken : undefined
    void (async () => {
      for (let tries = 0; tries < 5; tries++) {
        try {
          // Quiet: a refusal is said once, on the page (a toast as well covered the header and said it twice).
          const reply = await post<CheckoutReply>('/api/checkout/result', { orderNumber, checkoutToken: token, recTradeId }, { quiet: true })
          if (reply.status === 'paid') {
            markStoredOrderPaid(reply)
            router.replace({ pathname: '/orderCompleted', query: { status: '1' } })
            return
          }
          if (reply.status === 'reversed') return setReversed(reply)
          if (reply.status !== 'pending') return setMessage(t('returnNotCompleted'))
        } catch (failure) {
          if (!(failure instanceof ApiRequestError) || (failure.code !== 0 && failure.code !== 503)) {
            return setMessage(failure instanceof Error ? failure.message : t('returnNotCompleted'))
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
      setMessage(t('returnNotCompleted'))
    })()
  }, [orderNumber, recTradeId, post, router, setLoading, t])

  // Opened without the payment it should check (an old link, a new tab): nothing to check, and no form to blame.
  if (!orderNumber)
    return <NoOrderToPay />
  if (reversed) return <ReversedCharge reply={reversed} />
  if (!message)
    return (
      <p className={styles.status} role="status" data-testid="checkout-return">
        {t('returnChecking')}
      </p>
    )
  return (
    <section className={styles.section} data-testid="checkout-return" aria-labelledby="checkout-return-title">
      <h1 id="checkout-return-title" className={styles.returnTitle} tabIndex={-1} ref={focusOnMount}>
        {t('returnUnpaidTitle', { orderNumber })}
      </h1>
      <p className={styles.alert} role="alert" data-testid="payment-alert">
        {message}
      </p>
      <div className={styles.actions}>
        <Link href={{ pathname: '/checkout', query: { order: orderNumber } }} className="button" data-testid="try-again">
          {t('tryAgain')}
        </Link>
      </div>
    </section>
  )
}

/**
 * A charge the order could not take, already refunded (or due to be): a bank page finished after the order was paid
 * with another card, or after it was cancelled. Says where the order stands, that this charge comes back and to which
 * card, and the way on. The page's answer takes the focus, so a keyboard or screen-reader user starts from it.
 */
function ReversedCharge({ reply }: { reply: Reversed }) {
  const t = useTranslations('checkout')
  const locale = useLocale() as Locale
  const amount = formatMoney(reply.amountTwd, 'TWD', locale)
  const kind = reply.orderKey ? 'paid' : reply.orderStatus === 'unpaid' ? 'unusable' : 'cancelled'
  const title = { paid: 'reversedPaidTitle', cancelled: 'reversedCancelledTitle', unusable: 'reversedUnusableTitle' } as const
  const lead = { paid: 'reversedPaid', cancelled: 'reversedCancelled', unusable: 'reversedUnusable' } as const
  return (
    <section className={styles.section} data-testid="checkout-reversed" data-kind={kind} aria-labelledby="checkout-reversed-title">
      <h1 id="checkout-reversed-title" className={styles.returnTitle} tabIndex={-1} ref={focusOnMount}>
        {t(title[kind], { orderNumber: reply.orderNumber })}
      </h1>
      <p>{t(lead[kind])}</p>
      <p data-testid="reversal-refund">
        {reply.refunded ? t('reversedRefunded', { amount, last4: reply.cardLast4 ?? 'none' }) : t('reversedDue', { amount })}
      </p>
      <div className={styles.actions}>
        {kind === 'paid' ? (
          <Link
            href={{ pathname: `/order/${encodeURIComponent(reply.orderNumber)}`, query: { key: reply.orderKey! } }}
            className="button"
            data-testid="reversal-order-link"
          >
            {t('viewPaidOrder')}
          </Link>
        ) : kind === 'cancelled' ? (
          <Link href="/bookNow" className="button" data-testid="reversal-book-again">
            {t('bookAgain')}
          </Link>
        ) : (
          <Link href={{ pathname: '/checkout', query: { order: reply.orderNumber } }} className="button" data-testid="try-again">
            {t('tryAgain')}
          </Link>
        )}
      </div>
    </section>
  )
}
