/**
 * The order status machine (spec §4 status names; the transitions are the shop's): every status change
 * of an order is one of these events, applied by the ordering services and staff actions alike.
 *
 *   unpaid ──pay──▶ paid ──issueVoucher──▶ pendingPickup ──pickUp──▶ pickedUp
 *     │              │ └───deliver──────▶ delivered ─────redeem──▶ redeemed
 *     │              └─refund─▶ refunded ◀─refund─ pendingPickup, delivered (and, by support only, pickedUp, redeemed)
 *     └─cancel─▶ cancelled
 *
 * `undoPickUp` takes a mistaken counter handover back (support, with a reason): pickedUp → pendingPickup.
 *
 * `redeem` is applied when the goods are first used: the wholesaler reports the eSIM downloaded to a phone, or a
 * ticket is admitted at a gate.
 *
 * `paid` on its own means "paid, fulfilment pending" (an eSIM waiting for a code from the inventory).
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_EVENTS = ['pay', 'issueVoucher', 'deliver', 'pickUp', 'redeem', 'cancel', 'refund', 'undoPickUp'] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** What the order's history records besides status changes (the status stays): support's partial or goodwill refund, a visit or contact changed. */
export const ORDER_HISTORY_EVENTS = ['refundPart', 'change'] as const
export type OrderHistoryEvent = (typeof ORDER_HISTORY_EVENTS)[number]

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  unpaid: { pay: 'paid', cancel: 'cancelled' },
  paid: { issueVoucher: 'pendingPickup', deliver: 'delivered', refund: 'refunded' },
  pendingPickup: { pickUp: 'pickedUp', refund: 'refunded' },
  delivered: { redeem: 'redeemed', refund: 'refunded' },
  // Only support refunds these (a faulty or wrong item, spec §9); the traveller's rule refuses them.
  pickedUp: { refund: 'refunded', undoPickUp: 'pendingPickup' },
  redeemed: { refund: 'refunded' },
  cancelled: {},
  refunded: {},
}

/** The status after `event`, or null when the machine does not allow it from `from`. */
export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[from][event] ?? null
}

/** The events allowed from a status (what staff actions may offer). */
export function allowedEvents(from: OrderStatus): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => TRANSITIONS[from][event] !== undefined)
}

export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value)

/** No event leaves these. */
export const isFinalStatus = (status: OrderStatus) => allowedEvents(status).length === 0

/** Money was taken and not given back. */
export const isPaidStatus = (status: OrderStatus) => ['paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed'].includes(status)
