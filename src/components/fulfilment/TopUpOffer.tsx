'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { LAST_ORDER_KEY, newIdempotencyKey, writeStorage, type StoredOrder } from '@/components/order/storage'
import { useApi } from '@/components/providers/ApiProvider'
import { ApiRequestError } from '@/lib/api-client'
import type { PlacedOrderView } from '@/lib/views/order'

import styles from './OrderPass.module.css'

type Props = {
  orderNumber: string
  orderKey: string
  plans: { id: number; label: string }[]
  /** The payment page in the page's language (this page has no next-intl client context: plain router). */
  checkoutPath: string
  texts: { paying: string }
}

/**
 * The top-up plans of a delivered eSIM (issue 41 item 4): choosing one places a top-up order (priced by the server) and
 * opens the ordinary payment page with it, as the order form does. One Idempotency-Key per page view: a double click
 * or a retry is the same top-up.
 */
export function TopUpOffer({ orderNumber, orderKey, plans, checkoutPath, texts }: Props) {
  const post = useApi()
  const router = useRouter()
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const keys = useRef(new Map<number, string>())
  const busyNow = useRef(false)

  async function buy(planId: number) {
    if (busyNow.current) return
    busyNow.current = true
    setBusy(planId)
    setError(null)
    const key = keys.current.get(planId) ?? newIdempotencyKey()
    keys.current.set(planId, key)
    try {
      const placed = await post<PlacedOrderView>('/api/order/topUp', { orderNumber, key: orderKey, planId }, { headers: { 'Idempotency-Key': key }, quiet: true })
      writeStorage('session', LAST_ORDER_KEY, JSON.stringify({ ...placed } satisfies StoredOrder))
      router.push(`${checkoutPath}?order=${encodeURIComponent(placed.orderNumber)}`)
    } catch (failure) {
      busyNow.current = false
      setBusy(null)
      setError(failure instanceof ApiRequestError ? failure.message : String(failure))
    }
  }

  return (
    <div className={styles.actions} data-testid="topup-plans">
      {plans.map((plan) => (
        <button key={plan.id} type="button" className="button" disabled={busy !== null} onClick={() => void buy(plan.id)} data-testid="topup-plan" data-plan-id={plan.id}>
          {busy === plan.id ? texts.paying : plan.label}
        </button>
      ))}
      {error ? (
        <p className={styles.notice} role="alert" data-testid="topup-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
