/**
 * Partner reports (spec §3 report columns, §6 roles): which account type reads which report, the columns
 * of each, the Taipei date range, totals and the per-day sales series. Pure: the server service, the
 * exports and the report page all use these, so the screen and the files cannot disagree.
 */
import { addDays, isIsoDate, taipeiDate } from './dates'
import type { OrderStatus } from './orderStatus'
import { isPaidStatus } from './orderStatus'
import type { SerialState } from './serialNumber'

export const PARTNER_KINDS = ['b2c', 'bbc'] as const
export type PartnerKind = (typeof PARTNER_KINDS)[number]

/** Type 2 reads the B2C (promo-code) report, type 3 the BBC (redemption) report; nobody else a partner report. */
export const ACCOUNT_TYPE_OF_KIND: Record<PartnerKind, 2 | 3> = { b2c: 2, bbc: 3 }
export const mayReadReport = (accountType: number | null | undefined, kind: PartnerKind): boolean => accountType === ACCOUNT_TYPE_OF_KIND[kind]

/** An order counts as a sale while money was taken and not given back: cancelled and refunded orders drop out at once. */
export const isSaleStatus = (status: OrderStatus): boolean => isPaidStatus(status)
/** The same, as the list of statuses a query selects. */
export const SALE_STATUSES = ['paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed'] as const satisfies readonly OrderStatus[]

/** B2C: one row per promo code and product over the range (spec: code, product, original price, total sales, cumulative profit share). */
export type B2cRow = {
  promoCode: string
  product: string
  /** Orders (sales) in the row. */
  orders: number
  /** Σ list price × quantity before the discount. */
  originalPriceTwd: number
  /** Σ total payable of the orders. */
  salesTwd: number
  /** The promo code's profit-share rate (percent) on these orders. */
  sharePercent: number
  /** salesTwd at that rate, to the cent (whole NT$ only on the period's total: periodProfitShareTwd). */
  profitShareTwd: number
}

/**
 * One order behind a B2C total (issue 38 §13): when it was placed, its number masked (the partner reconciles, the
 * number opens nothing for them), what it listed at and what was paid, the promo code's profit-share rate at the
 * time of the sale, and that rate's part of what was paid — exact, to the cent: the whole NT$ are taken once, on the
 * period's total (periodProfitShareTwd), never per order.
 */
export type B2cLine = {
  orderedAt: string
  orderNumber: string
  promoCode: string
  product: string
  originalPriceTwd: number
  paidTwd: number
  /** Percent (0–100) of the promo code when the order was placed. */
  sharePercent: number
  /** paidTwd × sharePercent / 100, rounded to the cent: a figure to check, not an amount paid out. */
  shareTwd: number
}

/** An order number as the partner sees it: its date part and last two characters (TW261121-7K3QXM → TW261121-····XM). */
export function maskOrderNumber(orderNumber: string): string {
  const cut = orderNumber.lastIndexOf('-')
  const head = cut >= 0 ? orderNumber.slice(0, cut) : orderNumber.slice(0, 8)
  const tail = cut >= 0 ? orderNumber.slice(cut + 1) : orderNumber.slice(8)
  return `${head}-${'·'.repeat(Math.max(0, tail.length - 2))}${tail.slice(-2)}`
}

/** A line's share of what was paid at `percent`, to the cent (see B2cLine.shareTwd). */
export const lineShareTwd = (paidTwd: number, percent: number): number => Math.round(paidTwd * Math.min(Math.max(percent, 0), 100)) / 100

/**
 * The partner's profit share of a period, in whole NT$: for each rate, that rate taken once of everything paid at it
 * in the period, rounded down (as the shop has always rounded a share); then the rates' shares added. Per-order
 * rounding lost up to NT$1 an order (15 % of NT$2 160 in six orders showed NT$322; it is NT$324).
 */
export function periodProfitShareTwd(lines: readonly { paidTwd: number; sharePercent: number }[]): number {
  const paidByRate = new Map<number, number>()
  for (const line of lines) {
    if (line.sharePercent > 0) paidByRate.set(line.sharePercent, (paidByRate.get(line.sharePercent) ?? 0) + line.paidTwd)
  }
  return sharesOfRates([...paidByRate].map(([sharePercent, paidTwd]) => ({ sharePercent, paidTwd })))
}

/** The same rule over paid totals already summed per rate (the report's SQL sums them). */
export function sharesOfRates(rates: readonly { paidTwd: number; sharePercent: number }[]): number {
  let share = 0
  // Percent × NT$ in hundredths first: 0.07 × 100 reads 7.000000000000001 in floating point, never a rounding-down loss.
  for (const { paidTwd, sharePercent } of rates) if (sharePercent > 0) share += Math.floor(Math.round(paidTwd * Math.min(sharePercent, 100) * 100) / 10_000)
  return share
}

/** The rates in a period, lowest first, as the report names them ("15 %" or "10 % · 15 %"). */
export const ratesOf = (rates: readonly { sharePercent: number }[]): number[] =>
  [...new Set(rates.map((r) => r.sharePercent).filter((p) => p > 0))].sort((a, b) => a - b)

/**
 * Where a BBC serial stands today, as redemption judges it (serialState in ./serialNumber.ts): used, usable
 * (unused), past its last valid day, or before its first. The report's SQL mirrors serialState; the int test
 * checks every row against it.
 */
export const BBC_STATUSES = ['unused', 'used', 'expired', 'notYetValid'] as const
export type BbcStatus = (typeof BBC_STATUSES)[number]
export const bbcStatusOf = (state: SerialState): BbcStatus => (state === 'ok' ? 'unused' : state)

/** BBC: one row per serial number issued to the partner. */
export type BbcRow = {
  /** When the serial was issued to the partner (ISO instant): what the date range filters on. */
  issuedAt: string
  /** When a traveller ordered with it (redeemed it), or null: an unused serial has no order date. */
  orderedAt: string | null
  serialNumber: string
  product: string
  originalPriceTwd: number
  payableTwd: number
  discountTwd: number
  status: BbcStatus
  /** Its last valid day (Taipei, YYYY-MM-DD), or null when it does not expire. */
  validUntil: string | null
}

export type ReportRow<K extends PartnerKind> = K extends 'b2c' ? B2cRow : BbcRow

export const B2C_MONEY = ['originalPriceTwd', 'salesTwd', 'profitShareTwd'] as const
export const B2C_LINE_MONEY = ['originalPriceTwd', 'paidTwd', 'shareTwd'] as const
export const BBC_MONEY = ['originalPriceTwd', 'payableTwd', 'discountTwd'] as const

/** `rows`: order lines (one per order); `profitShareTwd`: the period's share, whole NT$ (periodProfitShareTwd); `rates`: the rates it was taken at. */
export type B2cTotals = { rows: number; orders: number; originalPriceTwd: number; salesTwd: number; profitShareTwd: number; rates: number[] }
export type BbcTotals = { rows: number; originalPriceTwd: number; payableTwd: number; discountTwd: number } & Record<BbcStatus, number>

/** Totals are the sums of the rows, by definition (the SQL totals are checked against this in the tests). */
export function b2cTotals(rows: readonly B2cRow[]): B2cTotals {
  const totals: B2cTotals = { rows: 0, orders: 0, originalPriceTwd: 0, salesTwd: 0, profitShareTwd: 0, rates: ratesOf(rows) }
  for (const row of rows) {
    totals.orders += row.orders
    totals.originalPriceTwd += row.originalPriceTwd
    totals.salesTwd += row.salesTwd
  }
  totals.rows = totals.orders
  // The share is not the sum of the rows' shares: it is taken once per rate, on the period's total at that rate.
  totals.profitShareTwd = periodProfitShareTwd(rows.map((row) => ({ paidTwd: row.salesTwd, sharePercent: row.sharePercent })))
  return totals
}

export function bbcTotals(rows: readonly BbcRow[]): BbcTotals {
  const totals: BbcTotals = { rows: rows.length, used: 0, unused: 0, expired: 0, notYetValid: 0, originalPriceTwd: 0, payableTwd: 0, discountTwd: 0 }
  for (const row of rows) {
    totals[row.status] += 1
    totals.originalPriceTwd += row.originalPriceTwd
    totals.payableTwd += row.payableTwd
    totals.discountTwd += row.discountTwd
  }
  return totals
}

/** A serial's discount for the partner: what the travel SIM lists at, less what the partner pays (never negative). */
export const serialDiscountTwd = (originalPriceTwd: number, payableTwd: number): number => Math.max(0, originalPriceTwd - payableTwd)

/** The longest range a report (and its chart) covers. */
export const MAX_RANGE_DAYS = 731

export type DateRange = { from?: string; to?: string }

/** Why a range is refused, or null: dates YYYY-MM-DD, from ≤ to, at most MAX_RANGE_DAYS. */
export function rangeProblem({ from, to }: DateRange): 'invalidDate' | 'dateRangeOrder' | 'dateRangeTooLong' | null {
  if ((from && !isIsoDate(from)) || (to && !isIsoDate(to))) return 'invalidDate'
  if (from && to && from > to) return 'dateRangeOrder'
  if (from && to && daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return 'dateRangeTooLong'
  return null
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * The instants a Taipei date range covers: from 00:00 GMT+8 of `from` to 00:00 GMT+8 of the day after `to`
 * (exclusive). Taiwan keeps no daylight saving, so +08:00 is exact.
 */
export function taipeiInstants({ from, to }: DateRange): { start: string | null; end: string | null } {
  return {
    start: from ? new Date(`${from}T00:00:00+08:00`).toISOString() : null,
    end: to ? new Date(`${addDays(to, 1)}T00:00:00+08:00`).toISOString() : null,
  }
}

export type DailyPoint = { date: string; amountTwd: number }

/**
 * Every Taipei day of the range with its amount (days without sales are 0), for the chart. Without a
 * full range it spans the first to the last day that has an amount (at most MAX_RANGE_DAYS, ending at the last).
 */
export function dailySeries(points: readonly DailyPoint[], range: DateRange): DailyPoint[] {
  const byDate = new Map(points.map((p) => [p.date, p.amountTwd]))
  const dates = [...byDate.keys()].sort()
  const last = range.to ?? dates.at(-1) ?? range.from
  let first = range.from ?? dates[0] ?? range.to
  if (!first || !last || first > last) return []
  if (daysBetween(first, last) + 1 > MAX_RANGE_DAYS) first = addDays(last, -(MAX_RANGE_DAYS - 1))
  const out: DailyPoint[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) out.push({ date: day, amountTwd: byDate.get(day) ?? 0 })
  return out
}

/** The file name of an export: report title in the report's language, the range and the format. */
export function exportFileName(title: string, range: DateRange, format: ExportFormat, today = taipeiDate()): string {
  const span = range.from || range.to ? `${range.from ?? ''}_${range.to ?? today}` : today
  return `${title.replace(/[\\/:*?"<>|\s]+/g, '-')}_${span}.${format}`
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvLine = (values: readonly (string | number | null | undefined)[]): string => `${values.map(csvField).join(',')}\r\n`

/** Excel opens UTF-8 CSV correctly (Chinese, Vietnamese …) only with a byte-order mark. */
export const UTF8_BOM = '\uFEFF'
