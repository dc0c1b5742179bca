/**
 * The ticket check (issue 36): what a gate — the counter staff's ticket desk, or the rail and observation-deck
 * operators through /api/staff/ticketCheck — learns from a scanned e-ticket QR, and its admission. The signature
 * tells a made-up ticket without a lookup (./signing.ts); the lookup then refuses a ticket whose order was cancelled
 * or refunded (void wherever it is checked), one already admitted, and a deck ticket on another day. Admission takes
 * the order's lock, as a cancellation does, so a ticket is never both admitted and refunded, and is admitted once
 * however many gates scan it at once (and a unique index holds that too). The first ticket admitted makes the order
 * `redeemed` (used): a used ticket's order can no longer be cancelled.
 */
import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { parseTicketPayload, ticketsFor, type TicketLeg } from '@/domain/fulfilment'
import type { TicketCheck } from '@/lib/views/staffDesk'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { applyOrderEvent, lockOrderStatus } from '@/server/orders/status'
import type { StaffUser } from '@/server/staff/auth'
import { assertMay } from '@/server/staff/auth'

import { ticketSignature } from './signing'

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** When each ticket of an order was admitted, by its index. */
export async function ticketUsesOf(payload: Payload, orderId: number): Promise<Record<number, string>> {
  const db = await sqlHandle(payload)
  const { rows } = await db.execute(sql`select ticket_index, used_at from ticket_uses where order_id = ${orderId}`)
  return Object.fromEntries((rows as { ticket_index: unknown; used_at: unknown }[]).map((r) => [Number(r.ticket_index), new Date(String(r.used_at)).toISOString()]))
}

type OrderRow = { id: unknown; status: string; item_kind: string; rail_trip: string | null; quantity: unknown; visit_date: string | null; time_slot: string | null; item_name: string }

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
    const order = (
      await db.execute(sql`select id, status, item_kind, rail_trip, quantity, visit_date, time_slot, item_name from orders where order_number = ${parsed.orderNumber}`)
    ).rows[0] as OrderRow | undefined
    if (!order || order.item_kind === 'product') return { result: 'forged' as const }
    const orderId = Number(order.id)
    const status = await lockOrderStatus(payload, req, orderId)
    const expected = ticketsFor({ itemKind: order.item_kind as 'rail' | 'observationDeck', railTrip: order.rail_trip as 'oneWay' | 'roundTrip' | null, quantity: Number(order.quantity) })
    // A ticket the order never had (a signature of another order's shape) is no ticket.
    if (!expected.some((t) => t.index === ticket.index && t.total === ticket.total && t.leg === ticket.leg)) return { result: 'forged' as const }
    const about = { ...ticket, itemName: order.item_name, visitDate: order.visit_date, timeSlot: order.time_slot }
    if (status === 'cancelled' || status === 'refunded') return { result: 'void' as const, ticket: about }
    if (status !== 'delivered' && status !== 'redeemed') return { result: 'notPaid' as const, ticket: about }
    const used = (
      await db.execute(sql`select used_at from ticket_uses where order_id = ${orderId} and ticket_index = ${ticket.index}`)
    ).rows[0] as { used_at: unknown } | undefined
    if (used) return { result: 'alreadyUsed' as const, ticket: about, usedAt: new Date(String(used.used_at)).toISOString() }
    if (order.item_kind === 'observationDeck' && order.visit_date && order.visit_date !== taipeiDate())
      return { result: 'wrongDate' as const, ticket: about }
    if (!admit) return { result: 'valid' as const, ticket: about }
    await db.execute(sql`insert into ticket_uses (order_id, order_number, ticket_index, leg, used_at, checked_by_id, created_at, updated_at)
      values (${orderId}, ${ticket.orderNumber}, ${ticket.index}, ${ticket.leg}, now(), ${staff.id}, now(), now())`)
    if (status === 'delivered') await applyOrderEvent(payload, req, { orderId, event: 'redeem', actor: `staff:${staff.id}`, note: `ticket ${ticket.index} of ${ticket.total} admitted` })
    return { result: 'admitted' as const, ticket: about }
  })
}
