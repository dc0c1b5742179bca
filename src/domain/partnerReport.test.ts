import { describe, expect, it } from 'vitest'

import {
  bbcStatusOf,
  b2cTotals,
  bbcTotals,
  csvField,
  csvLine,
  dailySeries,
  exportFileName,
  isSaleStatus,
  lineShareTwd,
  maskOrderNumber,
  periodProfitShareTwd,
  MAX_RANGE_DAYS,
  mayReadReport,
  rangeProblem,
  SALE_STATUSES,
  serialDiscountTwd,
  taipeiInstants,
  type B2cRow,
  type BbcRow,
} from './partnerReport'
import { ORDER_STATUSES } from './orderStatus'
import { profitShareTwd } from './pricing'
import { serialState } from './serialNumber'

describe('who reads which report', () => {
  it('type 2 reads B2C, type 3 reads BBC, nobody else either', () => {
    expect(mayReadReport(2, 'b2c')).toBe(true)
    expect(mayReadReport(3, 'bbc')).toBe(true)
    for (const type of [1, 2, 3, 0, null, undefined]) {
      if (type !== 2) expect(mayReadReport(type, 'b2c')).toBe(false)
      if (type !== 3) expect(mayReadReport(type, 'bbc')).toBe(false)
    }
  })

  it('sales are exactly the paid statuses; cancelled, refunded and unpaid orders are not sales', () => {
    expect(ORDER_STATUSES.filter(isSaleStatus)).toEqual([...SALE_STATUSES])
    for (const s of ['unpaid', 'cancelled', 'refunded'] as const) expect(isSaleStatus(s)).toBe(false)
  })
})

describe('date ranges (Taipei, GMT+8)', () => {
  it('refuses bad dates, reversed and too long ranges', () => {
    expect(rangeProblem({})).toBeNull()
    expect(rangeProblem({ from: '2026-10-01', to: '2026-10-01' })).toBeNull()
    expect(rangeProblem({ from: '2026-02-30' })).toBe('invalidDate')
    expect(rangeProblem({ from: '2026-10-02', to: '2026-10-01' })).toBe('dateRangeOrder')
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe('dateRangeTooLong')
    expect(MAX_RANGE_DAYS).toBeGreaterThanOrEqual(365)
  })

  it('covers midnight to midnight in Taipei, the end day included', () => {
    expect(taipeiInstants({ from: '2026-10-01', to: '2026-10-10' })).toEqual({ start: '2026-09-30T16:00:00.000Z', end: '2026-10-10T16:00:00.000Z' })
    expect(taipeiInstants({})).toEqual({ start: null, end: null })
  })

  it('the daily series has every day of the range, 0 on days without sales', () => {
    const series = dailySeries([{ date: '2026-10-02', amountTwd: 5 }], { from: '2026-10-01', to: '2026-10-03' })
    expect(series).toEqual([
      { date: '2026-10-01', amountTwd: 0 },
      { date: '2026-10-02', amountTwd: 5 },
      { date: '2026-10-03', amountTwd: 0 },
    ])
    expect(dailySeries([], {})).toEqual([])
    expect(dailySeries([{ date: '2026-10-05', amountTwd: 1 }, { date: '2026-10-03', amountTwd: 2 }], {}).map((p) => p.date)).toEqual(['2026-10-03', '2026-10-04', '2026-10-05'])
  })
})

describe('totals are the sums of the rows', () => {
  it('B2C and BBC', () => {
    const b2c: B2cRow[] = [
      { promoCode: 'A', product: 'x', orders: 2, originalPriceTwd: 1000, salesTwd: 900, sharePercent: 10, profitShareTwd: 90 },
      { promoCode: 'B', product: 'y', orders: 1, originalPriceTwd: 500, salesTwd: 455, sharePercent: 5, profitShareTwd: 22.75 },
    ]
    // 10 % of 900 and 5 % of 455 (22.75 → 22), each rate once.
    expect(b2cTotals(b2c)).toEqual({ rows: 3, orders: 3, originalPriceTwd: 1500, salesTwd: 1355, profitShareTwd: 112, rates: [5, 10] })
    const row = (status: BbcRow['status'], payable: number): BbcRow => ({
      issuedAt: '2026-10-01T00:00:00.000Z',
      orderedAt: status === 'used' ? '2026-10-05T00:00:00.000Z' : null,
      serialNumber: 'X',
      product: 'p',
      originalPriceTwd: 100,
      payableTwd: payable,
      discountTwd: serialDiscountTwd(100, payable),
      status,
      validUntil: '2026-12-31',
    })
    expect(bbcTotals([row('used', 80), row('unused', 75), row('unused', 120), row('expired', 100)])).toEqual({
      rows: 4,
      used: 1,
      unused: 2,
      expired: 1,
      notYetValid: 0,
      originalPriceTwd: 400,
      payableTwd: 375,
      discountTwd: 45,
    })
  })

  it('a serial’s report status is where redemption stands with it today', () => {
    expect(bbcStatusOf(serialState({ status: 'unused', validFrom: '2026-01-01', validUntil: '2026-10-31' }, '2026-11-28'))).toBe('expired')
    expect(bbcStatusOf(serialState({ status: 'unused', validFrom: '2099-01-01' }, '2026-11-28'))).toBe('notYetValid')
    expect(bbcStatusOf(serialState({ status: 'used', validUntil: '2025-12-31' }, '2026-11-28'))).toBe('used')
    expect(bbcStatusOf(serialState({ status: 'unused', validUntil: '2026-11-28' }, '2026-11-28'))).toBe('unused')
  })
})

describe('export files', () => {
  it('CSV fields are quoted when needed and formulas are defused', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('-5')).toBe("'-5")
    expect(csvField(-5)).toBe('-5')
    expect(csvField(null)).toBe('')
    expect(csvLine(['推廣碼', 12])).toBe('推廣碼,12\r\n')
  })

  it('the file name carries the title, the range and the format, without path characters', () => {
    expect(exportFileName('推廣碼銷售報表-Seoul Travel', { from: '2026-10-01', to: '2026-10-10' }, 'csv')).toBe('推廣碼銷售報表-Seoul-Travel_2026-10-01_2026-10-10.csv')
    expect(exportFileName('a/b:c', {}, 'xlsx', '2026-11-24')).toBe('a-b-c_2026-11-24.xlsx')
    expect(exportFileName('t', { from: '2026-10-01' }, 'xlsx', '2026-11-24')).toBe('t_2026-10-01_2026-11-24.xlsx')
  })
})

describe('the B2C profit share (issue 38 §13)', () => {
  // Six orders at 15 %: NT$2 160 in all. Rounded down per order they made NT$322.
  const paid = [370, 370, 350, 350, 360, 360]
  const lines = paid.map((paidTwd) => ({ paidTwd, sharePercent: 15 }))

  it('is taken once on the period’s total, not rounded per order', () => {
    expect(paid.reduce((a, b) => a + b, 0)).toBe(2160)
    expect(paid.reduce((sum, p) => sum + profitShareTwd(p, 15), 0)).toBe(322)
    expect(periodProfitShareTwd(lines)).toBe(324)
  })

  it('each rate once, rounded down to whole NT$, and nothing for a code without a share', () => {
    expect(periodProfitShareTwd([{ paidTwd: 999, sharePercent: 10 }, { paidTwd: 1, sharePercent: 10 }, { paidTwd: 455, sharePercent: 5 }])).toBe(100 + 22)
    expect(periodProfitShareTwd([{ paidTwd: 1000, sharePercent: 0 }])).toBe(0)
    expect(periodProfitShareTwd([])).toBe(0)
    // 7 % of NT$100 is 7.000000000000001 in floating point: never 7 rounded down to 6 nor up to 8.
    expect(periodProfitShareTwd([{ paidTwd: 100, sharePercent: 7 }])).toBe(7)
    expect(periodProfitShareTwd([{ paidTwd: 2160, sharePercent: 12.5 }])).toBe(270)
  })

  it('a line shows its share to the cent, so the lines add up to the total before its rounding', () => {
    expect(lineShareTwd(370, 15)).toBe(55.5)
    expect(lineShareTwd(455, 5)).toBe(22.75)
    expect(lines.reduce((sum, l) => sum + lineShareTwd(l.paidTwd, l.sharePercent), 0)).toBeCloseTo(324, 6)
  })

  it('order numbers are masked to their date and last two characters', () => {
    expect(maskOrderNumber('TW261121-7K3QXM')).toBe('TW261121-····XM')
  })
})
