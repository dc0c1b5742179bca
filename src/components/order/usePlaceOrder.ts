'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { useToast } from '@/components/ui/Toaster'
import { useRouter } from '@/i18n/navigation'
import { ApiRequestError } from '@/lib/api-client'
import type { PlacedOrderView } from '@/lib/views/order'
import type { RedeemedOrderView } from '@/lib/views/redemption'

import { serverErrorsOf, type ServerErrors } from './serverErrors'
import { LAST_ORDER_FORM_KEY, LAST_ORDER_KEY, newIdempotencyKey, writeStorage, type StoredOrder } from './storage'

type Options = {
  /** This form's address with its query, for "book again" after a failed order. */
  formHref: string
  onServerErrors: (errors: ServerErrors) => void
  /** Redeem this serial number instead of placing an order to pay (POST /api/order/redeem). */
  serialNumber?: string
  /** The order is placed (or the serial redeemed): the form's draft is done with. */
  onPlaced?: () => void
}

/**
 * "Place order" (POST /api/order/placeOrder): one Idempotency-Key per opening of the confirmation, so a
 * double click or a retry is one order. The placed order (with its checkout token) goes to this tab's
 * sessionStorage and the payment page opens; field errors go back to the form; a failure that retrying
 * cannot mend opens the failure page.
 */
export function usePlaceOrder({ formHref, onServerErrors, serialNumber, onPlaced }: Options) {
  const t = useTranslations('orderForm')
  const post = useApi()
  const notify = useToast()
  const router = useRouter()
  const { setLoading } = useLoading()
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null)
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Set synchronously: a double click must not send a second request before React re-renders.
  const placingNow = useRef(false)

  async function place(body: unknown, display: StoredOrder['display']) {
    if (placingNow.current || !idempotencyKey) return
    placingNow.current = true
    setPlacing(true)
    setError(null)
    setLoading(true)
    try {
      const headers = { 'Idempotency-Key': idempotencyKey }
      if (serialNumber) {
        const { promoCode: _none, ...order } = body as Record<string, unknown>
        const redeemed = await post<RedeemedOrderView>('/api/order/redeem', { ...order, serialNumber }, { headers, quiet: true })
        writeStorage('session', LAST_ORDER_KEY, JSON.stringify({ ...redeemed, display, redeemedWith: serialNumber } satisfies StoredOrder))
        writeStorage('session', LAST_ORDER_FORM_KEY, formHref)
        onPlaced?.()
        // Paid by the serial and fulfilled: the result page links the voucher or the eSIM codes.
        router.push({ pathname: '/orderCompleted', query: { status: '1' } })
        return
      }
      // Quiet: a refusal with fields is said at the fields (a toast as well read it twice to a screen reader); any
      // other refusal still gets the toast, below, as it leaves for the result page.
      const placed = await post<PlacedOrderView>('/api/order/placeOrder', body, { headers, quiet: true })
      writeStorage('session', LAST_ORDER_KEY, JSON.stringify({ ...placed, display } satisfies StoredOrder))
      writeStorage('session', LAST_ORDER_FORM_KEY, formHref)
      onPlaced?.()
      // The order is placed: payment comes next, on its own page (a reload keeps the order, from sessionStorage).
      router.push({ pathname: '/checkout', query: { order: placed.orderNumber } })
    } catch (failure) {
      setLoading(false)
      setPlacing(false)
      placingNow.current = false
      const fields = serverErrorsOf(failure)
      if (fields) {
        onServerErrors(fields)
        return
      }
      // A serial number used meanwhile, expired or unknown: said in place, the form kept.
      const serialRefused = serialNumber && failure instanceof ApiRequestError && [400, 403, 404, 409].includes(failure.code)
      if (serialRefused || (failure instanceof ApiRequestError && (failure.code === 0 || failure.code === 429))) {
        // Not reached or too fast: the same Idempotency-Key makes another try safe.
        setError(failure instanceof ApiRequestError && failure.code === 0 ? t('confirm.networkError') : (failure as Error).message)
        return
      }
      if (!serialNumber) notify(failure instanceof ApiRequestError ? failure.message : t('confirm.networkError'))
      writeStorage('session', LAST_ORDER_KEY, null)
      writeStorage('session', LAST_ORDER_FORM_KEY, formHref)
      router.push({ pathname: '/orderCompleted', query: { status: '0' } })
    }
  }

  return {
    placing,
    /** Why the last try failed where trying again may work (network, too many requests). */
    error,
    place,
    /** The confirmation is opened: what is placed from it now is a new order. */
    newOrder: () => setIdempotencyKey(newIdempotencyKey()),
    clearError: () => setError(null),
  }
}
