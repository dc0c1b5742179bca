import { describe, expect, it } from 'vitest'

import {
  canVoidInvoice,
  invoiceContact,
  invoiceLines,
  invoiceRefundPlan,
  invoiceVoidDeadline,
  isLoveCode,
  isMobileBarcode,
  isTaiwanTaxId,
  needsInvoice,
  normalizeMobileBarcode,
} from './invoice'

describe('isTaiwanTaxId (統一編號)', () => {
  it.each([
    ['22099131', 'TSMC'],
    ['04541302', 'Hon Hai'],
    ['96979933', 'Chunghwa Telecom'],
    ['84149358', 'Acer'],
    ['12345675', 'seventh digit 7: 28 counts as 1'],
  ])('accepts %s (%s)', (id) => {
    expect(isTaiwanTaxId(id)).toBe(true)
  })

  it('accepts numbers valid only under the 2023 rule (sum divisible by 5, not by 10)', () => {
    expect(isTaiwanTaxId('10000004')).toBe(true) // sum 5
    expect(isTaiwanTaxId('10000026')).toBe(true) // sum 15
  })

  it.each(['12345678', '22099132', '04541303', '11111111', '00000000', '1234567', '123456789', 'A2099131', '2209913 '])('refuses %s', (id) => {
    expect(isTaiwanTaxId(id)).toBe(false)
  })
})

describe('isMobileBarcode (手機條碼)', () => {
  it.each(['/ABC.123', '/AB+C-12', '/1234567', '/ZZZZZZZ'])('accepts %s', (code) => expect(isMobileBarcode(code)).toBe(true))
  it.each(['ABC.1234', '/abc.123', '/ABC.12', '/ABC.1234', '/ABC_123', '/ABC 123', ''])('refuses %s', (code) => expect(isMobileBarcode(code)).toBe(false))

  it('normalizes what people type: capitals, no spaces; nothing else is guessed', () => {
    expect(normalizeMobileBarcode(' /abc.123 ')).toBe('/ABC.123')
    expect(normalizeMobileBarcode('/ab c+1-2')).toBe('/ABC+1-2')
    expect(isMobileBarcode(normalizeMobileBarcode('/ab+c-12'))).toBe(true)
    expect(normalizeMobileBarcode('abc1234')).toBe('ABC1234') // no "/" is added: the traveller checks their app
    expect(isMobileBarcode(normalizeMobileBarcode('/abc_123'))).toBe(false)
  })
})

describe('isLoveCode (愛心碼)', () => {
  it.each(['919', '8585', '25885', '1234567'])('accepts %s', (code) => expect(isLoveCode(code)).toBe(true))
  it.each(['12', '12345678', '12a4', '', ' 919'])('refuses %s', (code) => expect(isLoveCode(code)).toBe(false))
})

describe('invoiceLines', () => {
  it('the item at its unit price when that adds up to the total', () => {
    expect(invoiceLines({ itemName: '5G SIM', planLabel: '5 days', quantity: 2, unitPriceTwd: 450, totalTwd: 900 })).toEqual([
      { name: '5G SIM (5 days)', quantity: 2, unitPriceTwd: 450, amountTwd: 900 },
    ])
  })

  it('one line for what was paid when a promo code took something off (no negative or fractional line)', () => {
    expect(invoiceLines({ itemName: '5G SIM', quantity: 3, unitPriceTwd: 450, totalTwd: 1250 })).toEqual([{ name: '5G SIM × 3', quantity: 1, unitPriceTwd: 1250, amountTwd: 1250 }])
    expect(invoiceLines({ itemName: 'Rail', quantity: 1, unitPriceTwd: 300, totalTwd: 250 })).toEqual([{ name: 'Rail', quantity: 1, unitPriceTwd: 250, amountTwd: 250 }])
  })
})

describe('needsInvoice', () => {
  it('an order that charged money has an e-invoice; one of NT$0 (a redeemed serial number) has none', () => {
    expect(needsInvoice({ totalTwd: 1 })).toBe(true)
    expect(needsInvoice({ totalTwd: 0 })).toBe(false)
  })
})

describe('invoiceContact (ECPay: CustomerEmail up to 80 characters)', () => {
  it('the e-mail when it fits; else the phone’s digits, never a shortened address', () => {
    expect(invoiceContact(' traveller@example.com ', '+81 90-1234-5678')).toEqual({ email: 'traveller@example.com', phone: '' })
    const eighty = `${'a'.repeat(68)}@example.com`
    expect(eighty).toHaveLength(80)
    expect(invoiceContact(eighty, '+81 90-1234-5678')).toEqual({ email: eighty, phone: '' })
    expect(invoiceContact(`b${eighty}`, '+81 90-1234-5678')).toEqual({ email: '', phone: '819012345678' })
  })
})

describe('invoiceVoidDeadline (the period is filed after the 13th of the next odd month)', () => {
  const taipei = (stamp: string) => new Date(`${stamp}+08:00`)
  it.each([
    ['2026-01-01T00:00:00', '2026-03-14T00:00:00'],
    ['2026-02-28T23:59:59', '2026-03-14T00:00:00'],
    ['2026-03-01T00:00:00', '2026-05-14T00:00:00'],
    ['2026-10-31T12:00:00', '2026-11-14T00:00:00'],
    ['2026-11-01T00:00:00', '2027-01-14T00:00:00'],
    ['2026-12-31T23:59:59', '2027-01-14T00:00:00'],
  ])('an invoice of %s (Taipei) can be voided until the moment before %s', (issued, deadline) => {
    expect(invoiceVoidDeadline(taipei(issued)).toISOString()).toBe(taipei(deadline).toISOString())
  })

  it('reads the month in Taipei: 1 March 01:00 Taipei is still 28 February in UTC', () => {
    expect(invoiceVoidDeadline(new Date('2026-02-28T17:00:00Z')).toISOString()).toBe(taipei('2026-05-14T00:00:00').toISOString())
  })

  it('13 March 23:59:59 still voids a January invoice; 14 March 00:00 does not', () => {
    expect(canVoidInvoice(taipei('2026-01-20T10:00:00'), taipei('2026-03-13T23:59:59'))).toBe(true)
    expect(canVoidInvoice(taipei('2026-01-20T10:00:00'), taipei('2026-03-14T00:00:00'))).toBe(false)
  })
})

describe('invoiceRefundPlan', () => {
  const issuedAt = new Date('2026-01-20T10:00:00+08:00')
  const before = new Date('2026-02-10T10:00:00+08:00')
  const after = new Date('2026-03-14T00:00:01+08:00')
  const plan = (refundTwd: number, now: Date, allowedTwd = 0) => invoiceRefundPlan({ invoiceTwd: 450, refundTwd, allowedTwd, issuedAt, now })

  it('the whole amount back before the deadline: void', () => {
    expect(plan(450, before)).toEqual({ kind: 'void' })
  })

  it('a fee kept: an allowance for what went back, before the deadline as after (the invoice stands for the fee)', () => {
    expect(plan(420, before)).toEqual({ kind: 'allowance', amountTwd: 420, reason: 'partialRefund' })
    expect(plan(420, after)).toEqual({ kind: 'allowance', amountTwd: 420, reason: 'partialRefund' })
  })

  it('the whole amount back after the period was filed: an allowance for all of it', () => {
    expect(plan(450, after)).toEqual({ kind: 'allowance', amountTwd: 450, reason: 'pastDeadline' })
  })

  it('nothing back (the fee took it all): the invoice stands', () => {
    expect(plan(0, before)).toEqual({ kind: 'keep' })
  })

  it('allowances already recorded count: only the rest is allowed, and nothing once they cover the refund', () => {
    expect(plan(420, after, 200)).toEqual({ kind: 'allowance', amountTwd: 220, reason: 'partialRefund' })
    expect(plan(420, after, 420)).toEqual({ kind: 'settled' })
  })

  it('the whole amount back before the deadline after partial refunds: their allowances invalidated, then the invoice voided', () => {
    expect(plan(450, before, 100)).toEqual({ kind: 'voidAfterAllowances' })
    expect(invoiceRefundPlan({ invoiceTwd: 450, refundTwd: 450, allowedTwd: 120, issuedAt, now: before, allowanceNumbersKnown: true })).toEqual({ kind: 'voidAfterAllowances' })
    // An allowance known only by ECPay's remaining amount cannot be invalidated: the rest is allowed too.
    expect(invoiceRefundPlan({ invoiceTwd: 450, refundTwd: 450, allowedTwd: 120, issuedAt, now: before, allowanceNumbersKnown: false })).toEqual({
      kind: 'allowance',
      amountTwd: 330,
      reason: 'allowanceNumberUnknown',
    })
    // After the filing deadline nothing is voided: the rest is an allowance.
    expect(plan(450, after, 100)).toEqual({ kind: 'allowance', amountTwd: 350, reason: 'pastDeadline' })
  })

  it('never more than the invoice', () => {
    expect(invoiceRefundPlan({ invoiceTwd: 300, refundTwd: 450, allowedTwd: 0, issuedAt, now: after })).toEqual({ kind: 'allowance', amountTwd: 300, reason: 'pastDeadline' })
  })
})
