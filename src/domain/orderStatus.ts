/**
 * Order statuses (spec §4). Payment, fulfilment and cancellation (later features) move orders
 * between them; placing an order always starts at `unpaid`.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'pendingPickup', 'pickedUp', 'redeemed', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
