'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { useApi } from '@/components/providers/ApiProvider'
import { OrderNumberIn } from '@/components/ui/OrderNumberIn'
import type { Locale } from '@/domain/locale'
import { chargedText } from '@/domain/money'
import { ApiRequestError } from '@/lib/api-client'
import { useScriptGate } from '@/lib/useHydrated'
import type { CancelOrderResult, MemberOrderView } from '@/lib/views/memberOrder'

import styles from './MemberOrders.module.css'

/** Who cancels: the logged-in member, or a guest with the token of the mailed lookup code. */
export type CancelAs = { kind: 'member' } | { kind: 'guest'; lookupToken: string }

const newKey = () => `cancel-${crypto.randomUUID()}`

/**
 * "Cancel order" and its confirm dialog (spec §4: cancel or keep). A native modal <dialog>: the page
 * behind is inert (focus stays in the dialog), Esc keeps the order, and focus returns to the button.
 * The dialog shows the quote the server computed (fee, refund) before anything is confirmed; one
 * Idempotency-Key per opening, so a double click or a retry cancels once.
 */
export function CancelOrderButton({ order, as, onCancelled }: { order: MemberOrderView; as: CancelAs; onCancelled: (result: CancelOrderResult) => void }) {
  const gate = useScriptGate()
  const t = useTranslations('memberOrders')
  const locale = useLocale() as Locale
  const post = useApi()
  const dialog = useRef<HTMLDialogElement>(null)
  const keep = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const key = useRef(newKey())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  const quote = order.cancellation
  if (!quote.allowed) return null

  const open = () => {
    key.current = newKey()
    setError(null)
    dialog.current?.showModal()
    keep.current?.focus()
  }
  const close = () => {
    if (!busy) dialog.current?.close()
  }
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      const headers = { 'idempotency-key': key.current }
      const result =
        as.kind === 'member'
          ? await post<CancelOrderResult>('/api/user/cancelOrder', { orderNumber: order.orderNumber }, { headers, quiet: true })
          : await post<CancelOrderResult>('/api/orderLookup/cancel', { orderNumber: order.orderNumber, lookupToken: as.lookupToken }, { headers, quiet: true })
      dialog.current?.close()
      onCancelled(result)
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t('notCancellable'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button ref={opener} type="button" className="button button--secondary" onClick={open} data-testid="cancel-order" {...gate}>
        {t('cancel')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        data-testid="cancel-dialog"
        onCancel={(event) => {
          if (busy) event.preventDefault()
        }}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>
          <OrderNumberIn text={t('dialogTitle', { orderNumber: order.orderNumber })} orderNumber={order.orderNumber} />
        </h2>
        {quote.kind === 'free' ? (
          <p data-testid="cancel-free">{t('freeNote')}</p>
        ) : order.serial ? (
          // Redeemed with a serial number: nothing was charged, so no amounts and no card; the serial is given back.
          <p data-testid="cancel-serial">{t('serialNote', { serialNumber: order.serial.number ?? '' })}</p>
        ) : (
          <>
            <dl className={styles.quote} data-testid="cancel-quote">
              <dt>{t('paid')}</dt>
              <dd>{quote.paid ? chargedText(quote.paid, locale) : null}</dd>
              {quote.refunded ? (
                <>
                  <dt>{t('alreadyRefunded')}</dt>
                  <dd data-testid="cancel-refunded">{chargedText(quote.refunded, locale, '−')}</dd>
                </>
              ) : null}
              <dt>{t('fee')}</dt>
              <dd data-testid="cancel-fee">{quote.fee ? chargedText(quote.fee, locale, '−') : null}</dd>
              <dt className={styles.refund}>{t('refund')}</dt>
              <dd className={styles.refund} data-testid="cancel-refund">
                {quote.refund ? chargedText(quote.refund, locale) : null}
              </dd>
            </dl>
            {order.money.promoCode ? <p className={styles.note}>{t('couponNote')}</p> : null}
            <p className={styles.note}>{t('refundNote')}</p>
          </>
        )}
        {/* Delivered goods go with the order: an eSIM not yet downloaded is revoked, tickets become void. */}
        {order.kind === 'esim' && order.status === 'delivered' ? (
          <p className={styles.warning} data-testid="cancel-esim-warning">
            {t('esimVoidNote')}
          </p>
        ) : null}
        {order.kind === 'tickets' && order.status === 'delivered' ? (
          <p className={styles.warning} data-testid="cancel-tickets-warning">
            {t('ticketVoidNote')}
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button ref={keep} type="button" className="button button--secondary" onClick={close} disabled={busy} data-testid="cancel-keep">
            {t('keep')}
          </button>
          <button type="button" className="button" onClick={() => void confirm()} disabled={busy} data-testid="cancel-confirm">
            {busy ? t('cancelling') : t('confirm')}
          </button>
        </div>
      </dialog>
    </>
  )
}
