'use client'

import { useEffect, useState } from 'react'

import { useApi } from '@/components/providers/ApiProvider'
import type { StoredOrder } from '@/components/order/storage'
import { isPaidStatus } from '@/domain/orderStatus'
import type { CheckoutReply } from '@/lib/views/checkout'

import { markStoredOrderPaid } from './storedOrder'

/** How often, and how many times, the result page asks whether the e-invoice of a paid order is issued. */
const ASK_EVERY_MS = 1500
const ASK_TIMES = 8

/**
 * The e-invoice of the order just paid. It is issued by a job right after the payment commits, so the
 * first reply may not carry it yet: while it is missing, /api/checkout/result (with the order's checkout
 * token) is asked again a few times; after that the page says it comes by mail.
 */
export function useIssuedInvoice(order: StoredOrder | null): { invoice: StoredOrder['invoice']; waiting: boolean } {
  const post = useApi()
  // Nothing charged (a serial number paid): no e-invoice to wait for.
  const paid = order ? isPaidStatus(order.status) && order.money.totalTwd > 0 : false
  const known = order?.invoice ?? null
  const [invoice, setInvoice] = useState<StoredOrder['invoice']>(known)
  const [waiting, setWaiting] = useState(paid && !known)

  useEffect(() => {
    if (!order || !paid || known) return
    let stop = false
    void (async () => {
      for (let tries = 0; tries < ASK_TIMES && !stop; tries++) {
        await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS))
        if (stop) return
        // Quiet: a failed ask is asked again, then the page says the invoice comes by mail (no toast per try).
        const reply = await post<CheckoutReply>(
          '/api/checkout/result',
          { orderNumber: order.orderNumber, checkoutToken: order.checkoutToken },
          { quiet: true },
        ).catch(() => null)
        if (reply?.status === 'paid' && reply.invoice) {
          markStoredOrderPaid(reply)
          setInvoice(reply.invoice)
          setWaiting(false)
          return
        }
      }
      if (!stop) setWaiting(false)
    })()
    return () => {
      stop = true
    }
  }, [order, paid, known, post])

  return { invoice: invoice ?? known, waiting }
}
