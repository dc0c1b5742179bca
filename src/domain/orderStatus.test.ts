import { describe, expect, it } from 'vitest'

import { allowedEvents, isFinalStatus, isPaidStatus, nextStatus, ORDER_EVENTS, ORDER_STATUSES, type OrderEvent, type OrderStatus } from './orderStatus'

/** The machine, written out: every transition it allows. Anything not listed must be refused. */
const ALLOWED: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['unpaid', 'pay', 'paid'],
  ['unpaid', 'cancel', 'cancelled'],
  ['paid', 'issueVoucher', 'pendingPickup'],
  ['paid', 'deliver', 'delivered'],
  ['paid', 'refund', 'refunded'],
  ['pendingPickup', 'pickUp', 'pickedUp'],
  ['pendingPickup', 'refund', 'refunded'],
  ['delivered', 'redeem', 'redeemed'],
  ['delivered', 'refund', 'refunded'],
  ['pickedUp', 'refund', 'refunded'],
  // A mistaken handover taken back (support): the card waits at the counter again.
  ['pickedUp', 'undoPickUp', 'pendingPickup'],
  ['redeemed', 'refund', 'refunded'],
]

describe('order status machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to)
  })

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_EVENTS.filter((event) => !ALLOWED.some(([f, e]) => f === from && e === event)).map((event) => [from, event] as const),
  )
  it.each(refused)('refuses %s --%s-->', (from, event) => {
    expect(nextStatus(from, event)).toBeNull()
  })

  it('covers every status × event pair exactly once between the two lists', () => {
    expect(ALLOWED.length + refused.length).toBe(ORDER_STATUSES.length * ORDER_EVENTS.length)
  })

  it('a paid order is never cancelled without a refund; an unpaid one is never refunded', () => {
    expect(nextStatus('paid', 'cancel')).toBeNull()
    expect(nextStatus('unpaid', 'refund')).toBeNull()
  })

  it('knows the final statuses and which statuses hold money', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['cancelled', 'refunded'])
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed'])
    expect(allowedEvents('unpaid')).toEqual(['pay', 'cancel'])
  })
})
