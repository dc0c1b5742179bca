/**
 * Refunding a paid order (members' cancellations after payment, staff actions): the goods taken back first (an
 * eSIM's profiles cancelled or revoked at the wholesaler, imported codes marked revoked; tickets are void by the
 * order's status), then TapPay's Refund API for the amount paid less the fee (a partial refund when there is a fee),
 * the order's `refund` event, the refund record on the order, the e-invoice void and the `orderRefunded` mail —
 * decided under the order row's lock, so two refunds of one order never both reach the provider.
 */
import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { fieldRules, ShopError } from '@/domain/errors'
import { orderMailRecipient, type OrderMailRow } from '@/server/orders/cancel'
import { nextStatus } from '@/domain/orderStatus'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { queueInvoiceVoid } from '@/server/invoice/queue'
import { enqueueMail } from '@/server/mail/queue'
import { releaseSerial } from '@/server/orders/serials'
import { applyOrderEvent, lockOrderStatus, statusConflict, type Actor } from '@/server/orders/status'
import { takeBackProfiles, type TakeBack } from '@/server/esim/profiles'
import { isEsimError } from '@/server/esim/esimAccess'

import { refundTransaction } from './tappay'

export type RefundResult = { paidTwd: number; feeTwd: number; refundedTwd: number; providerRef: string | null }

type Refund = {
  orderId: number
  feeTwd: number
  actor: Actor
  /**
   * What may be taken back: `unusedOnly` (a traveller's cancellation) cancels eSIM profiles only while never
   * downloaded and refuses otherwise; `any` (support) revokes whatever cannot be cancelled.
   */
  goods?: 'unusedOnly' | 'any'
}

export async function refundOrder(payload: Payload, refund: Refund): Promise<RefundResult> {
  return inTransaction(payload, ({ req }) => refundOrderIn(payload, req, refund))
}

/** The refund inside the caller's transaction (a member's cancellation writes its own record with it). */
export async function refundOrderIn(payload: Payload, req: PayloadRequest, { orderId, feeTwd, actor, goods = 'unusedOnly' }: Refund): Promise<RefundResult> {
  if (!Number.isInteger(feeTwd) || feeTwd < 0) throw fieldRules({ feeTwd: 'invalidValue' })
  const status = await lockOrderStatus(payload, req, orderId)
  if (!nextStatus(status, 'refund')) throw statusConflict()
  const takenBack = await takeBack(payload, req, orderId, goods)
  const db = await sqlHandle(payload, req)
  const order = (
    await db.execute(sql`select order_number as "orderNumber", item_name as "itemName", contact_email as email, locale,
      surname, given_name as "givenName", payment_provider as provider, payment_provider_ref as "providerRef",
      coalesce(payment_amount_twd, 0)::int as "paidTwd"
      from orders where id = ${orderId}`)
  ).rows[0] as OrderMailRow & { provider: string | null; providerRef: string | null; paidTwd: number }
  const fee = Math.min(feeTwd, order.paidTwd)
  const amount = order.paidTwd - fee
  let refundRef: string | null = null
  if (amount > 0) {
    if (!order.providerRef) throw statusConflict()
    // Partial when there is a fee (reference.html, amount: "a smaller than original amount is acceptable").
    const refund = await refundTransaction(order.providerRef, fee > 0 ? amount : undefined)
    if (!refund.ok) throw new ShopError('unavailable', 'paymentUnavailable')
    refundRef = refund.refundId
  }
  const revoked = takenBack.cancelled + takenBack.revoked + takenBack.localOnly
  await applyOrderEvent(payload, req, {
    orderId,
    event: 'refund',
    actor,
    note: `refunded ${amount} TWD, fee ${fee} TWD${revoked ? `; eSIM profiles taken back: ${takenBack.cancelled} cancelled, ${takenBack.revoked} revoked, ${takenBack.localOnly} imported codes revoked in the shop only` : ''}`,
  })
  await db.execute(sql`update orders set refund_amount_twd = ${amount}, refund_fee_twd = ${fee}, refund_provider_ref = ${refundRef},
    refund_refunded_at = now(), updated_at = now() where id = ${orderId}`)
  await queueInvoiceVoid(payload, orderId, 'refund', req)
  // A serial number paid for it: nothing was charged, so nothing is refunded; the serial itself is given back — but only
  // while nothing was handed over (after delivery the serial stays used, or the goods would be had twice).
  const beforeDelivery = status === 'paid' || status === 'pendingPickup'
  const serialNumber = order.provider === 'serial' && beforeDelivery ? ((await releaseSerial(payload, req, orderId)) ?? undefined) : undefined
  // An order redeemed before the serial was kept as its payment reference keeps it now: the serial no longer names it.
  if (serialNumber && !order.providerRef) await db.execute(sql`update orders set payment_provider_ref = ${serialNumber} where id = ${orderId}`)
  const { to, locale, name } = orderMailRecipient(order)
  await enqueueMail(
    payload,
    {
      kind: 'orderRefunded',
      to,
      locale,
      data: { orderNumber: order.orderNumber, name, itemName: order.itemName, paidTwd: order.paidTwd, feeTwd: fee, refundedTwd: amount, serialNumber },
    },
    req,
  )
  return { paidTwd: order.paidTwd, feeTwd: fee, refundedTwd: amount, providerRef: refundRef }
}

/**
 * The order's eSIM profiles taken back (none for other goods). A profile a phone downloaded in the meantime refuses a
 * traveller's cancellation; a wholesaler that cannot be asked refuses any refund for now (the money is never returned
 * while the goods still work).
 */
async function takeBack(payload: Payload, req: PayloadRequest, orderId: number, goods: 'unusedOnly' | 'any'): Promise<TakeBack> {
  try {
    return await takeBackProfiles(payload, req, orderId, { unusedOnly: goods === 'unusedOnly' })
  } catch (error) {
    if (isEsimError(error, 'inUse')) throw new ShopError('conflict', 'cancelRefusedEsimInstalled')
    if (isEsimError(error, 'unavailable')) throw new ShopError('unavailable', 'esimProviderUnavailable')
    throw error
  }
}
