import { describe, expect, it } from 'vitest'

import { invoiceLines, isLoveCode, isMobileBarcode, isTaiwanTaxId, needsInvoice, normalizeMobileBarcode } from './invoice'

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
