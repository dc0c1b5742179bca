/**
 * The ticket check (issue 36): what a gate — the counter staff's ticket desk, or the rail and observation-deck
 * operators through /api/staff/ticketCheck — learns from a scanned e-ticket QR, and its admission. The signature
 * tells a made-up ticket without a lookup (src/server/signing/orderLinks.ts); the lookup then refuses a ticket whose order was cancelled
 * or refunded (void wherever it is checked), one already admitted, and a deck ticket on another day. Admission takes
 * the order's lock, as a cancellation does, so a ticket is never both admitted and refunded, and is admitted once
 * however many gates scan it at once (and a unique index holds that too). The first ticket admitted makes the order
 * `redeemed` (used): a used ticket's order can no longer be cancelled.
 */
import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { parseTicketPayload, ticketsFor, type TicketLeg } from '@/domain/fulfilment'
import type { TicketCheck } from '@/lib/views/staffDesk'
import { recordTicketUse, ticketOrderFacts, ticketUses } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { applyOrderEvent, lockOrderStatus } from '@/server/orders/status'
import { ticketSignature } from '@/server/signing/orderLinks'

import type { StaffUser } from './auth'
import { assertMay } from './auth'

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Checks a scanned ticket and, with `admit`, lets it through (records its use). Counter staff and admins.
 * Never throws for a bad ticket: the answer says what is wrong with it.
 */
export async function checkTicket(payload: Payload, staff: StaffUser, { qr, admit }: { qr: string; admit: boolean }): Promise<TicketCheck> {
  assertMay(staff, 'checkTicket')
  const parsed = parseTicketPayload(qr.trim())
  if (!parsed || !sameText(parsed.signature, ticketSignature(parsed.orderNumber, parsed))) return { result: 'forged' }
  const ticket = { orderNumber: parsed.orderNumber, index: parsed.index, total: parsed.total, leg: parsed.leg as TicketLeg }
  return inTransaction(payload, async ({ req }) => {
    const db = await sqlHandle(payload, req)
    const order = await ticketOrderFacts(db, parsed.orderNumber)
    if (!order || order.itemKind === 'product') return { result: 'forged' as const }
    const orderId = order.id
    const status = await lockOrderStatus(payload, req, orderId)
    const expected = ticketsFor({ itemKind: order.itemKind, railTrip: order.railTrip, quantity: order.quantity })
    // A ticket the order never had (a signature of another order's shape) is no ticket.
    if (!expected.some((t) => t.index === ticket.index && t.total === ticket.total && t.leg === ticket.leg)) return { result: 'forged' as const }
    const about = { ...ticket, itemName: order.itemName, visitDate: order.visitDate, timeSlot: order.timeSlot }
    if (status === 'cancelled' || status === 'refunded') return { result: 'void' as const, ticket: about }
    if (status !== 'delivered' && status !== 'redeemed') return { result: 'notPaid' as const, ticket: about }
    const [used] = await ticketUses(db, orderId, ticket.index)
    if (used) return { result: 'alreadyUsed' as const, ticket: about, usedAt: new Date(used.usedAt).toISOString() }
    if (order.itemKind === 'observationDeck' && order.visitDate && order.visitDate !== taipeiDate())
      return { result: 'wrongDate' as const, ticket: about }
    if (!admit) return { result: 'valid' as const, ticket: about }
    await recordTicketUse(db, { orderId, orderNumber: ticket.orderNumber, ticketIndex: ticket.index, leg: ticket.leg, staffId: staff.id })
    if (status === 'delivered') await applyOrderEvent(payload, req, { orderId, event: 'redeem', actor: `staff:${staff.id}`, note: `ticket ${ticket.index} of ${ticket.total} admitted` })
    return { result: 'admitted' as const, ticket: about }
  })
}
