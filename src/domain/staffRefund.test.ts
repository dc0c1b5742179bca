import { describe, expect, it } from 'vitest'

import { refundableTwd, refundPartRefusal, staffRefundCheck, undoHandoverCheck } from './staffRefund'

const paid = { status: 'pickedUp' as const, paidTwd: 300, refundedTwd: 0, refundPending: false, paidBySerial: false }

describe('staffRefundCheck', () => {
  it('takes a partial amount with a reason, and says what is left after it', () => {
    expect(staffRefundCheck(paid, { amountTwd: 120, reason: 'late pickup' })).toEqual({ ok: true, leftAfterTwd: 180 })
    expect(staffRefundCheck({ ...paid, refundedTwd: 120 }, { amountTwd: 180, reason: 'goodwill' })).toEqual({ ok: true, leftAfterTwd: 0 })
  })

  it('refuses more than what was paid less what went back already', () => {
    expect(staffRefundCheck({ ...paid, refundedTwd: 120 }, { amountTwd: 181, reason: 'goodwill' })).toEqual({
      ok: false,
      problem: { field: 'amountTwd', rule: 'refundOverRemaining' },
    })
    expect(staffRefundCheck(paid, { amountTwd: 301, reason: 'goodwill' })).toMatchObject({ ok: false, problem: { rule: 'refundOverRemaining' } })
  })

  it('refuses zero, negative and fractional amounts, and a missing reason', () => {
    for (const amountTwd of [0, -5, 10.5, Number.NaN]) expect(staffRefundCheck(paid, { amountTwd, reason: 'goodwill' })).toMatchObject({ ok: false, problem: { field: 'amountTwd', rule: 'invalidValue' } })
    expect(staffRefundCheck(paid, { amountTwd: 10, reason: '  a ' })).toEqual({ ok: false, problem: { field: 'reason', rule: 'required' } })
  })

  it('refuses orders with nothing to give back, and waits for a refund not yet confirmed', () => {
    for (const status of ['unpaid', 'cancelled', 'refunded'] as const) expect(staffRefundCheck({ ...paid, status }, { amountTwd: 10, reason: 'goodwill' })).toMatchObject({ ok: false, problem: { rule: 'notRefundable' } })
    expect(staffRefundCheck({ ...paid, refundedTwd: 300 }, { amountTwd: 1, reason: 'goodwill' })).toMatchObject({ ok: false, problem: { rule: 'notRefundable' } })
    expect(staffRefundCheck({ ...paid, paidBySerial: true }, { amountTwd: 1, reason: 'goodwill' })).toMatchObject({ ok: false, problem: { rule: 'notRefundable' } })
    expect(staffRefundCheck({ ...paid, refundPending: true }, { amountTwd: 1, reason: 'goodwill' })).toMatchObject({ ok: false, problem: { rule: 'refundPending' } })
  })

  it('refundableTwd never goes below zero', () => {
    expect(refundableTwd({ paidTwd: 100, refundedTwd: 130 })).toBe(0)
  })
})

describe('undoHandoverCheck', () => {
  it('undoes only a handover, and only with a reason', () => {
    expect(undoHandoverCheck({ status: 'pickedUp' }, 'wrong traveller')).toEqual({ ok: true })
    expect(undoHandoverCheck({ status: 'pendingPickup' }, 'wrong traveller')).toEqual({ ok: false, rule: 'notPickedUp' })
    expect(undoHandoverCheck({ status: 'pickedUp' }, '')).toEqual({ ok: false, rule: 'required' })
  })
})

describe('refundPartRefusal', () => {
  it('says why the desk offers no partial refund', () => {
    expect(refundPartRefusal(paid)).toBeNull()
    expect(refundPartRefusal({ ...paid, status: 'refunded' })).toBe('notRefundable')
    expect(refundPartRefusal({ ...paid, refundPending: true })).toBe('refundPending')
  })
})
