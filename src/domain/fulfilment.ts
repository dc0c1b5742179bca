/**
 * What a paid order is turned into (issue 10): an eSIM activation code per card, a pickup voucher for
 * physical cards, or one e-ticket per ticket (a round trip is two: outbound and return). Pure rules:
 * which delivery an order gets, which tickets it holds and what their QR codes say.
 */
import type { OrderStatus } from './orderStatus'

export const DELIVERY_KINDS = ['esim', 'voucher', 'tickets'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

/** Staff alerts about eSIM stock: a paid order waits for a code, or the codes fell below the low-stock mark. */
export const STOCK_ALERT_KINDS = ['empty', 'lowStock'] as const
export type StockAlertKind = (typeof STOCK_ALERT_KINDS)[number]

export type FulfilmentFacts = {
  itemKind: 'product' | 'rail' | 'observationDeck'
  cardType?: 'physical' | 'esim' | null
  railTrip?: 'oneWay' | 'roundTrip' | null
  quantity: number
}

export function deliveryKind(order: Pick<FulfilmentFacts, 'itemKind' | 'cardType'>): DeliveryKind {
  if (order.itemKind !== 'product') return 'tickets'
  return order.cardType === 'esim' ? 'esim' : 'voucher'
}

/** The status event that fulfils a paid order of this kind (src/domain/orderStatus.ts). */
export const fulfilEvent = (kind: DeliveryKind) => (kind === 'voucher' ? ('issueVoucher' as const) : ('deliver' as const))

/** Statuses in which the traveller is shown what was delivered (codes, voucher, tickets). */
export const showsDelivery = (status: OrderStatus) => ['pendingPickup', 'delivered', 'pickedUp', 'redeemed'].includes(status)

export const TICKET_LEGS = ['outbound', 'return', 'single'] as const
export type TicketLeg = (typeof TICKET_LEGS)[number]
export type Ticket = { index: number; total: number; leg: TicketLeg; traveller: number }

/**
 * The tickets of an order: one per traveller, two for a rail round trip (outbound, return), numbered
 * 1…total in the order they are used.
 */
export function ticketsFor(order: FulfilmentFacts): Ticket[] {
  if (order.itemKind === 'product') return []
  const legs: TicketLeg[] = order.itemKind === 'rail' && order.railTrip === 'roundTrip' ? ['outbound', 'return'] : ['single']
  const total = order.quantity * legs.length
  const tickets: Ticket[] = []
  for (let traveller = 1; traveller <= order.quantity; traveller++)
    for (const leg of legs) tickets.push({ index: tickets.length + 1, total, leg, traveller })
  return tickets
}

/**
 * The journey a ticket's label names ("Ticket 1 of 2 (return journey)"): a rail leg; an observation-deck ticket
 * (`visit`: its date and time, shown beside the tickets) names none.
 */
export const labelLeg = (ticket: Pick<Ticket, 'leg'>, visit: unknown): TicketLeg | 'none' => (visit ? 'none' : ticket.leg)

const LEG_CODE: Record<TicketLeg, string> = { outbound: 'O', return: 'R', single: 'S' }
const CODE_LEG: Record<string, TicketLeg> = { O: 'outbound', R: 'return', S: 'single' }

/**
 * The text of a ticket's QR code: `TWT1.<order number>.<index>-<total>.<leg>.<signature>`. The
 * signature (src/server/signing/orderLinks.ts) lets the gate tell a real ticket from a made-up one
 * without a lookup; the order number finds the order when it does look up.
 */
export function ticketPayload(orderNumber: string, ticket: Pick<Ticket, 'index' | 'total' | 'leg'>, signature: string): string {
  return `${ticketSigningText(orderNumber, ticket)}.${signature}`
}

/** What the ticket signature covers. */
export function ticketSigningText(orderNumber: string, ticket: Pick<Ticket, 'index' | 'total' | 'leg'>): string {
  return `TWT1.${orderNumber}.${ticket.index}-${ticket.total}.${LEG_CODE[ticket.leg]}`
}

export function parseTicketPayload(text: string): { orderNumber: string; index: number; total: number; leg: TicketLeg; signature: string } | null {
  const match = /^TWT1\.([A-Z0-9-]{4,40})\.(\d{1,3})-(\d{1,3})\.([ORS])\.([A-Za-z0-9_-]{8,64})$/.exec(text)
  if (!match) return null
  const index = Number(match[2])
  const total = Number(match[3])
  if (index < 1 || index > total) return null
  return { orderNumber: match[1]!, index, total, leg: CODE_LEG[match[4]!]!, signature: match[5]! }
}

/** The pickup voucher's QR code is the order number itself: the counter looks the order up by it. */
export const voucherPayload = (orderNumber: string) => orderNumber
