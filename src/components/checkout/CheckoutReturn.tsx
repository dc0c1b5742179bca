'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'

import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { Link, useRouter } from '@/i18n/navigation'
import { formatMoney } from '@/domain/money'
import type { Locale } from '@/domain/locale'
import { isPaidStatus } from '@/domain/orderStatus'
import { ApiRequestError } from '@/lib/api-client'
import { focusOnMount } from '@/lib/focusOnMount'
import { useLoggedIn } from '@/lib/useLoggedIn'
import type { CheckoutReply } from '@/lib/views/checkout'

import styles from './Checkout.module.css'
import { NoOrderToPay } from './NoOrderToPay'
import { markStoredOrderPaid, readStoredOrder } from './storedOrder'

type Reversed = Extract<CheckoutReply, { status: 'reversed' }>

/** What the page says: asking, being confirmed (asked again by itself), or how the payment ended. */
type Shown =
  | { kind: 'asking' }
  | { kind: 'confirming'; checks: number }
  | { kind: 'paid'; orderKey: string | null }
  | { kind: 'reversed'; reply: Reversed }
  | { kind: 'unpaid'; message: string }
  | { kind: 'unknown' }

/**
 * The waits between questions while a payment is being confirmed: quick at first, then every 20 s, which keeps a page
 * left open within the checkout's limit of 40 questions per order in 10 minutes (src/server/payments/checkout.ts).
 */
const CONFIRM_WAITS_MS = [1_500, 2_000, 3_000, 5_000, 8_000, 13_000, 20_000]

/** What TapPay put in the return URL (src/server/payments/protocol.ts FrontendRedirectQuery); `order` is the shop's older return address. */
function useReturnIds() {
  const params = useSearchParams()
  return {
    orderNumber: params.get('order_number') ?? params.get('order') ?? '',
    recTradeId: params.get('rec_trade_id') ?? undefined,
    bankTransactionId: params.get('bank_transaction_id') ?? undefined,
  }
}

/**
 * Asks the server where the payment stands until it knows: the payer's browser with its checkout token (or login), any
 * other browser with the ids of the return URL alone. The server re-reads TapPay each time; none of the URL is believed.
 */
function useReturnOutcome({ orderNumber, recTradeId, bankTransactionId }: ReturnType<typeof useReturnIds>) {
  const t = useTranslations('checkout')
  const post = useApi()
  const router = useRouter()
  const [shown, setShown] = useState<Shown>({ kind: 'asking' })

  useEffect(() => {
    if (!orderNumber) return
    let stopped = false
    const stored = readStoredOrder()
    const checkoutToken = stored?.orderNumber === orderNumber ? stored.checkoutToken : undefined
    void (async () => {
      for (let checks = 1; !stopped; checks++) {
        let wait = CONFIRM_WAITS_MS[Math.min(checks, CONFIRM_WAITS_MS.length) - 1]!
        try {
          // Quiet: a refusal is said once, on the page (a toast as well covered the header and said it twice).
          const reply = await post<CheckoutReply>('/api/checkout/result', { orderNumber, checkoutToken, recTradeId, bankTransactionId }, { quiet: true })
          if (stopped) return
          if (reply.status === 'paid') {
            markStoredOrderPaid(reply)
            // This tab placed the order: its result page shows it (number, e-invoice, the ad conversion).
            if (checkoutToken) return router.replace({ pathname: '/orderCompleted', query: { status: '1' } })
            return setShown({ kind: 'paid', orderKey: reply.orderKey })
          }
          if (reply.status === 'returnPaid') return setShown({ kind: 'paid', orderKey: null })
          if (reply.status === 'reversed') return setShown({ kind: 'reversed', reply })
          // Back from the bank before TapPay has its answer is "being confirmed"; a bank page never finished is not paid.
          if (reply.status === 'unpaid' && !(reply.bankCheckOpen && recTradeId)) return setShown({ kind: 'unpaid', message: t('returnNotCompleted') })
        } catch (failure) {
          if (stopped) return
          // Neither the payer nor the ids of a payment of this order: nothing to say about it here.
          if (failure instanceof ApiRequestError && failure.code === 404) return setShown({ kind: 'unknown' })
          const retryAfter = failure instanceof ApiRequestError && failure.code === 429 ? (failure.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds : undefined
          // The connection dropped (0), TapPay could not be asked (503), or asked too often (429): still being confirmed.
          if (retryAfter !== undefined) wait = Math.max(wait, retryAfter * 1000)
          else if (!(failure instanceof ApiRequestError) || (failure.code !== 0 && failure.code !== 503))
            return setShown({ kind: 'unpaid', message: failure instanceof Error ? failure.message : t('returnNotCompleted') })
        }
        setShown({ kind: 'confirming', checks })
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    })()
    return () => {
      stopped = true
    }
  }, [orderNumber, recTradeId, bankTransactionId, post, router, t])

  return shown
}

const noSubscribe = () => () => undefined

/**
 * Where TapPay sends the browser back after 3-D Secure (result_url.frontend_redirect_url) — not always the browser that
 * paid: an in-app browser, another device, or another address of the shop has none of this tab's storage. The page says
 * what the server finds: paid (the order number, and the way to the order), failed (try again), or being confirmed
 * (asked again by itself, with its progress announced).
 */
export function CheckoutReturn() {
  const ids = useReturnIds()
  const shown = useReturnOutcome(ids)
  // The order this tab placed (it holds the checkout token): paid again on the payment page.
  const ownOrder = useSyncExternalStore(noSubscribe, () => readStoredOrder()?.orderNumber === ids.orderNumber, () => false)
  const { setLoading } = useLoading()
  const loggedIn = useLoggedIn()
  // The order form leaves the loading overlay on while it navigates.
  useEffect(() => setLoading(false), [setLoading])

  // Opened without the payment it should check (an old link, a new tab): nothing to check, and no form to blame.
  if (!ids.orderNumber) return <NoOrderToPay />
  const orderNumber = ids.orderNumber
  // Paying again: this tab's order or a member's on the payment page; any other browser finds the order first (the mailed code).
  const payAgain =
    loggedIn || ownOrder
      ? { pathname: '/checkout', query: { order: orderNumber } }
      : { pathname: '/orderLookup', query: { order: orderNumber } }
  switch (shown.kind) {
    case 'asking':
      return <Asking />
    case 'confirming':
      return <Confirming orderNumber={orderNumber} checks={shown.checks} />
    case 'paid':
      return <PaidHere orderNumber={orderNumber} orderKey={shown.orderKey} />
    case 'reversed':
      return <ReversedCharge reply={shown.reply} payAgain={payAgain} />
    case 'unknown':
      return <UnknownHere orderNumber={orderNumber} />
    case 'unpaid':
      return <NotPaid orderNumber={orderNumber} message={shown.message} payAgain={payAgain} />
  }
}

function Asking() {
  const t = useTranslations('checkout')
  return (
    <p className={styles.status} role="status" data-testid="checkout-return">
      {t('returnChecking')}
    </p>
  )
}

/**
 * TapPay has not recorded the bank's answer yet (or could not be asked): said once (the title takes the focus), then
 * each new check announced politely.
 */
function Confirming({ orderNumber, checks }: { orderNumber: string; checks: number }) {
  const t = useTranslations('checkout')
  return (
    <section className={styles.section} data-testid="checkout-confirming" aria-labelledby="checkout-return-title">
      <h1 id="checkout-return-title" className={styles.returnTitle} tabIndex={-1} ref={focusOnMount}>
        {t('returnConfirmingTitle', { orderNumber })}
      </h1>
      <p>{t('returnConfirming')}</p>
      <progress className={styles.progress} aria-labelledby="checkout-return-title" />
      <p className={styles.status} role="status" aria-live="polite" data-testid="confirming-checks" data-checks={checks}>
        {t('returnConfirmingChecks', { count: checks })}
      </p>
    </section>
  )
}

/** One of the page's answers: its title takes the focus, so a keyboard or screen-reader user starts from it. */
function Answer({ testId, title, children, action }: { testId: string; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className={styles.section} data-testid={testId} aria-labelledby="checkout-return-title">
      <h1 id="checkout-return-title" className={styles.returnTitle} tabIndex={-1} ref={focusOnMount}>
        {title}
      </h1>
      {children}
      <div className={styles.actions}>{action}</div>
    </section>
  )
}

/** The guest order lookup with the order number filled in: the order opens there with the code mailed to its address. */
function FindOrder({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('checkout')
  return (
    <Link href={{ pathname: '/orderLookup', query: { order: orderNumber } }} className="button" data-testid="return-find-order">
      {t('findOrder')}
    </Link>
  )
}

/** Paid. The payer's browser (or the owner) opens the order's page; any other browser finds the order with the mailed code. */
function PaidHere({ orderNumber, orderKey }: { orderNumber: string; orderKey: string | null }) {
  const t = useTranslations('checkout')
  const action = orderKey ? (
    <Link href={{ pathname: `/order/${encodeURIComponent(orderNumber)}`, query: { key: orderKey } }} className="button" data-testid="return-order-link">
      {t('viewPaidOrder')}
    </Link>
  ) : (
    <FindOrder orderNumber={orderNumber} />
  )
  return (
    <Answer testId="checkout-return-paid" title={t('returnPaidTitle', { orderNumber })} action={action}>
      <p>{t('returnPaidLead')}</p>
      {orderKey ? null : <p>{t('returnPaidLookup')}</p>}
    </Answer>
  )
}

/** Not paid: the bank's check failed, the card was declined, or the bank's page was left. The way to pay again. */
function NotPaid({ orderNumber, message, payAgain }: { orderNumber: string; message: string; payAgain: PayAgain }) {
  const t = useTranslations('checkout')
  const action = (
    <Link href={payAgain} className="button" data-testid="try-again">
      {t('tryAgain')}
    </Link>
  )
  return (
    <Answer testId="checkout-return" title={t('returnUnpaidTitle', { orderNumber })} action={action}>
      <p className={styles.alert} role="alert" data-testid="payment-alert">
        {message}
      </p>
    </Answer>
  )
}

/** Neither this browser's order nor a payment the return URL names: nothing is said about the order, only where to find it. */
function UnknownHere({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('checkout')
  return (
    <Answer testId="checkout-return-unknown" title={t('returnUnknownTitle')} action={<FindOrder orderNumber={orderNumber} />}>
      <p>{t('returnUnknown')}</p>
    </Answer>
  )
}

type PayAgain = { pathname: string; query: { order: string } }

/**
 * A charge the order could not take, already refunded (or due to be): a bank page finished after the order was paid
 * with another card, or after it was cancelled. Says where the order stands, that this charge comes back and to which
 * card, and the way on. The page's answer takes the focus, so a keyboard or screen-reader user starts from it.
 */
function ReversedCharge({ reply, payAgain }: { reply: Reversed; payAgain: PayAgain }) {
  const t = useTranslations('checkout')
  const locale = useLocale() as Locale
  const amount = formatMoney(reply.amountTwd, 'TWD', locale)
  const kind = isPaidStatus(reply.orderStatus) ? 'paid' : reply.orderStatus === 'unpaid' ? 'unusable' : 'cancelled'
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
          // The paid order's page for its payer; any other browser finds it with the mailed code.
          reply.orderKey ? (
            <Link
              href={{ pathname: `/order/${encodeURIComponent(reply.orderNumber)}`, query: { key: reply.orderKey } }}
              className="button"
              data-testid="reversal-order-link"
            >
              {t('viewPaidOrder')}
            </Link>
          ) : (
            <FindOrder orderNumber={reply.orderNumber} />
          )
        ) : kind === 'cancelled' ? (
          <Link href="/bookNow" className="button" data-testid="reversal-book-again">
            {t('bookAgain')}
          </Link>
        ) : (
          <Link href={payAgain} className="button" data-testid="try-again">
            {t('tryAgain')}
          </Link>
        )}
      </div>
    </section>
  )
}
