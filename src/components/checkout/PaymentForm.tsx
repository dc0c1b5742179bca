'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'

import { focusField } from '@/components/order/fields'
import { newIdempotencyKey } from '@/components/order/storage'
import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { isRedirectWallet, offeredPaymentMethods, type PaymentMethod } from '@/domain/payment'
import { useRouter } from '@/i18n/navigation'
import { ApiRequestError } from '@/lib/api-client'
import { paymentFormSchema } from '@/lib/schemas/checkout'
import type { CheckoutReply, PublicTapPayConfig } from '@/lib/views/checkout'

import { CARD_FIELDS_ID, CardFields } from './CardFields'
import styles from './Checkout.module.css'
import { InvoiceFields } from './InvoiceFields'
import { markStoredOrderPaid } from './storedOrder'
import type { FieldsStatus, TPDirectApi } from './tpdirect'
import { redirectWalletPrime, useWalletState, WalletNotice, walletPrime, type Wallet } from './WalletOption'

type Values = z.input<typeof paymentFormSchema>
type Attempt = { key: string; prime: string; method: PaymentMethod }

function cardPrime(tp: TPDirectApi): Promise<string | null> {
  return new Promise((resolve) => {
    if (!tp.card.getTappayFieldsStatus().canGetPrime) return resolve(null)
    tp.card.getPrime((result) => resolve(result.status === 0 && result.card?.prime ? result.card.prime : null))
  })
}

/**
 * The payment: method (card in TapPay's hosted fields, Apple Pay, Google Pay where this browser has them),
 * the e-invoice choice, and "Pay". One Idempotency-Key per prime: a double click, or a retry after the
 * connection dropped, sends the same key and prime and is charged once.
 */
export function PaymentForm({
  tp,
  order,
  tappay,
  amountLabel,
}: {
  tp: TPDirectApi
  order: { orderNumber: string; totalTwd: number; checkoutToken?: string }
  tappay: PublicTapPayConfig
  amountLabel: string
}) {
  const t = useTranslations('checkout')
  const post = useApi()
  const router = useRouter()
  const { setLoading } = useLoading()
  // What was typed under an invoice type the buyer then left stays in the form (switching back finds it);
  // invoiceChoiceSchema keeps only the chosen type's fields, and the request carries its output.
  const methods = useForm<Values, unknown, z.output<typeof paymentFormSchema>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { invoice: { type: 'memberCarrier' } },
    mode: 'onSubmit',
  })
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [cardStatus, setCardStatus] = useState<FieldsStatus | null>(null)
  const [cardError, setCardError] = useState(false)
  const [busy, setBusy] = useState<null | 'paying' | 'redirecting'>(null)
  const [alert, setAlert] = useState<string | null>(null)
  // A refusal takes the focus (the pay button it came from was disabled meanwhile, which dropped focus to the page).
  const alertRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])
  // A phone arrives from the bottom of the order form, where the browser keeps it: 1 500 px down at the e-invoice list
  // (issue 39). The card number is what comes next, so the form opens with the card fields in view.
  useEffect(() => {
    const fields = document.getElementById(CARD_FIELDS_ID)
    const box = fields?.getBoundingClientRect()
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) fields!.scrollIntoView({ block: 'center' })
  }, [])
  const busyNow = useRef(false)
  const attempt = useRef<Attempt | null>(null)
  // A wallet not configured is not even asked about (no Apple or Google sheet is set up); one the browser cannot pay
  // with is not listed.
  const configured = offeredPaymentMethods(tappay)
  const apple = useWalletState(configured.includes('applePay') ? tp : null, 'applePay', order.totalTwd, tappay)
  const google = useWalletState(configured.includes('googlePay') ? tp : null, 'googlePay', order.totalTwd, tappay)
  const listed = configured.filter((m) => (m === 'applePay' ? apple === 'ready' : m === 'googlePay' ? google === 'ready' : true))
  const walletState = method === 'applePay' ? apple : method === 'googlePay' ? google : 'ready'

  async function pay(values: z.output<typeof paymentFormSchema>) {
    if (busyNow.current) return
    busyNow.current = true
    setBusy('paying')
    setAlert(null)
    try {
      let current = attempt.current?.method === method ? attempt.current : null
      if (!current) {
        const prime =
          method === 'card'
            ? await cardPrime(tp)
            : isRedirectWallet(method)
              ? await redirectWalletPrime(tp, method)
              : walletState === 'ready'
                ? await walletPrime(tp, method as Wallet)
                : null
        if (!prime) {
          if (method === 'card') {
            setCardError(true)
            // The card fields may be far above the button on a phone: they are brought into view, with the message
            // under them, where the focus stays on the button (the hosted fields' frames cannot be focused from here).
            window.requestAnimationFrame(() => document.getElementById(CARD_FIELDS_ID)?.scrollIntoView({ block: 'center' }))
          }
          return
        }
        current = { key: newIdempotencyKey(), prime, method }
        attempt.current = current
      }
      setLoading(true)
      const reply = await post<CheckoutReply>(
        '/api/checkout',
        { orderNumber: order.orderNumber, method, prime: current.prime, invoice: values.invoice, checkoutToken: order.checkoutToken },
        { headers: { 'Idempotency-Key': current.key }, quiet: true },
      )
      attempt.current = null
      if (reply.status === 'paid') {
        markStoredOrderPaid(reply)
        router.push({ pathname: '/orderCompleted', query: { status: '1' } })
        return
      }
      if (reply.status === 'challenge') {
        setBusy('redirecting')
        // A wallet's page through TapPay's SDK (TPDirect.redirect, as its LINE Pay / JKO Pay examples); the bank's page directly.
        if (isRedirectWallet(method)) tp.redirect(reply.paymentUrl)
        else window.location.assign(reply.paymentUrl)
        return
      }
      router.push({ pathname: '/checkout/return', query: { order: order.orderNumber } })
    } catch (failure) {
      setLoading(false)
      if (failure instanceof ApiRequestError && (failure.code === 0 || failure.code === 503)) {
        // The charge may or may not have happened: the next click repeats this very attempt (same key, same prime).
        setAlert(t('networkError'))
        return
      }
      attempt.current = null
      const errors = failure instanceof ApiRequestError ? (failure.data as { errors?: Record<string, string> } | null)?.errors : undefined
      if (errors) {
        for (const [path, message] of Object.entries(errors)) {
          if (path.startsWith('invoice.')) methods.setError(path as FieldPath<Values>, { type: 'server', message })
          if (path === 'prime') setCardError(true)
        }
        const first = Object.keys(errors).find((p) => p.startsWith('invoice.'))
        if (first) focusField(first)
        return
      }
      setAlert(failure instanceof Error ? failure.message : t('networkError'))
    } finally {
      busyNow.current = false
      setBusy((state) => (state === 'redirecting' ? state : null))
    }
  }

  function focusFirstInvoiceError(errors: FieldErrors<Values>) {
    const invoice = errors.invoice as Record<string, unknown> | undefined
    const first = invoice ? (Object.keys(invoice).find((k) => !['message', 'type', 'ref', 'root'].includes(k)) ?? 'type') : null
    if (first) window.setTimeout(() => focusField(`invoice.${first}`), 30)
  }

  const canPay = method === 'card' || walletState === 'ready'
  return (
    <FormProvider {...methods}>
      <ScriptedForm
        className={styles.main}
        noValidate
        onSubmit={(event) => void methods.handleSubmit(pay, focusFirstInvoiceError)(event)}
        data-testid="payment-form"
        aria-busy={busy !== null}
      >
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('methodLegend')}</legend>
          <div className={styles.choices} role="radiogroup" aria-label={t('methodLegend')}>
            {listed.map((m) => (
              <label key={m} className={styles.choice}>
                <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} data-testid={`method-${m}`} />
                <span>{t(`methods.${m}`)}</span>
              </label>
            ))}
          </div>
          <div hidden={method !== 'card'}>
            <CardFields
              tp={tp}
              showError={cardError}
              onStatus={(status) => {
                setCardStatus(status)
                if (status.canGetPrime) setCardError(false)
              }}
            />
          </div>
          {isRedirectWallet(method) ? (
            <p className={styles.notice} data-testid={`${method}-note`}>
              {t('walletRedirectNote', { wallet: t(`methods.${method}`) })}
            </p>
          ) : null}
          {method === 'applePay' ? <WalletNotice wallet="applePay" state={apple} /> : null}
          {method === 'googlePay' ? <WalletNotice wallet="googlePay" state={google} /> : null}
        </fieldset>

        {/* The same card as the payment method above, so the two choices read as one form. */}
        <div className={styles.section}>
          <InvoiceFields />
        </div>

        {alert ? (
          <p ref={alertRef} tabIndex={-1} className={styles.alert} role="alert" data-testid="payment-alert">
            {alert}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`button ${styles.payButton}`}
            disabled={busy !== null || !canPay}
            data-testid="pay"
            data-card-ready={cardStatus?.canGetPrime ? 'true' : undefined}
          >
            {busy === 'paying' ? t('paying') : method === 'card' ? t('pay', { amount: amountLabel }) : t('walletPay', { wallet: t(`methods.${method}`) })}
          </button>
          {busy === 'redirecting' ? (
            <p className={styles.status} role="status">
              {t('redirecting')}
            </p>
          ) : null}
        </div>
      </ScriptedForm>
    </FormProvider>
  )
}
