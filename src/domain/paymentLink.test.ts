import { describe, expect, it } from 'vitest'

import { paymentDeadline, paymentLinkRefusal } from './paymentLink'

describe('resend payment link (issue 38 §2)', () => {
  const placed = new Date('2026-11-29T10:00:00+08:00')
  const deadline = paymentDeadline(placed, 30)

  it('the link stops when the unpaid order would be cancelled: placed + the order rules’ minutes', () => {
    expect(deadline.toISOString()).toBe('2026-11-29T02:30:00.000Z')
    expect(paymentDeadline(placed, -5).getTime()).toBe(placed.getTime())
  })

  it('only an unpaid order, and only while its payment window is open', () => {
    const inWindow = new Date(placed.getTime() + 10 * 60_000)
    expect(paymentLinkRefusal('unpaid', deadline, inWindow)).toBeNull()
    for (const status of ['paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed', 'cancelled', 'refunded'] as const)
      expect(paymentLinkRefusal(status, deadline, inWindow), status).toBe('paymentLinkNotUnpaid')
    expect(paymentLinkRefusal('unpaid', deadline, deadline)).toBe('paymentWindowClosed')
    expect(paymentLinkRefusal('unpaid', deadline, new Date(deadline.getTime() + 1))).toBe('paymentWindowClosed')
  })
})
