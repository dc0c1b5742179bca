import { describe, expect, it } from 'vitest'

import { taipeiInstant, walletFile, walletItemOf, walletItems, type WalletOrder } from './walletPass'

const base: WalletOrder = {
  orderNumber: 'TW-123',
  kind: 'voucher',
  delivered: true,
  itemName: '5G SIM',
  planLabel: '5 days',
  name: 'CHEN MEI LIN',
  voucher: 'TW-123',
  pickup: { place: 'Taoyuan T1 · Counter', date: '2026-12-01', time: '10:00' },
  visit: null,
  tickets: [],
  esims: [],
}

describe('walletItems', () => {
  it('a voucher: one pass with the order number as QR, the counter, date and time; relevant at the pickup', () => {
    const [item, ...rest] = walletItems(base)
    expect(rest).toEqual([])
    expect(item).toMatchObject({ id: 'voucher', kind: 'voucher', barcode: 'TW-123', relevant: { date: '2026-12-01', time: '10:00' } })
    expect(item!.fields.map((f) => f.key)).toEqual(['orderNumber', 'item', 'plan', 'traveller', 'pickupPlace', 'pickupDate', 'pickupTime'])
  })

  it('tickets: one pass each, with its own QR code and label; a deck visit names no leg', () => {
    const rail = { ...base, kind: 'tickets' as const, voucher: null, pickup: null, tickets: [
      { index: 1, total: 2, leg: 'outbound' as const, qr: 'TWT1.TW-123.1-2.O.sig1' },
      { index: 2, total: 2, leg: 'return' as const, qr: 'TWT1.TW-123.2-2.R.sig2' },
    ] }
    expect(walletItems(rail).map((i) => [i.id, i.barcode, i.ticket])).toEqual([
      ['ticket-1', 'TWT1.TW-123.1-2.O.sig1', { n: 1, total: 2, leg: 'outbound' }],
      ['ticket-2', 'TWT1.TW-123.2-2.R.sig2', { n: 2, total: 2, leg: 'return' }],
    ])
    const deck = { ...rail, visit: { date: '2026-12-02', timeSlot: '15:30' } }
    expect(walletItems(deck)[0]).toMatchObject({ ticket: { leg: 'none' }, relevant: { date: '2026-12-02', time: '15:30' } })
  })

  it('an eSIM: one pass per code, the codes as text and no QR (nothing beyond what the order page shows)', () => {
    const esim = { ...base, kind: 'esim' as const, voucher: null, pickup: null, esims: [{ lpa: 'LPA:1$smdp.test$ABC', smdpAddress: 'smdp.test', matchingId: 'ABC' }] }
    const [item] = walletItems(esim)
    expect(item).toMatchObject({ id: 'esim-1', barcode: null })
    expect(Object.fromEntries(item!.fields.map((f) => [f.key, f.value.text]))).toMatchObject({ smdpAddress: 'smdp.test', matchingId: 'ABC', activationCode: 'LPA:1$smdp.test$ABC' })
  })

  it('an order not delivered (unpaid, cancelled, refunded) has no pass', () => {
    expect(walletItems({ ...base, delivered: false })).toEqual([])
  })
})

describe('walletItemOf', () => {
  it('finds a pass by its file name for the wallet it names, and nothing else', () => {
    expect(walletItemOf(base, 'voucher.pkpass', 'apple')?.id).toBe('voucher')
    expect(walletItemOf(base, 'voucher.google-wallet', 'google')?.id).toBe('voucher')
    expect(walletItemOf(base, 'voucher.pkpass', 'google')).toBeNull()
    expect(walletItemOf(base, 'ticket-1.pkpass', 'apple')).toBeNull()
    expect(walletItemOf(base, '../voucher.pkpass', 'apple')).toBeNull()
    expect(walletFile({ id: 'esim-2' }, 'apple')).toBe('esim-2.pkpass')
  })

  it('a Taiwan time is UTC+8 all year', () => {
    expect(taipeiInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T02:00:00.000Z')
  })
})
