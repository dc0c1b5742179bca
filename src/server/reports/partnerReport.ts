import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locale'
import { fieldRules, forbidden, ShopError } from '@/domain/errors'
import { taipeiDate } from '@/domain/dates'
import {
  BBC_STATUSES,
  dailySeries,
  lineShareTwd,
  maskOrderNumber,
  mayReadReport,
  rangeProblem,
  ratesOf,
  SALE_STATUSES,
  serialDiscountTwd,
  sharesOfRates,
  taipeiInstants,
  type B2cLine,
  type B2cRow,
  type B2cTotals,
  type BbcRow,
  type BbcStatus,
  type BbcTotals,
  type DailyPoint,
  type PartnerKind,
} from '@/domain/partnerReport'
import { normaliseSerial } from '@/domain/serialNumber'
import type { Member } from '@/payload-types'
import type { ReportFilter } from '@/lib/schemas/partnerReport'
import type { PartnerReportPage } from '@/lib/views/partnerReport'
import { b2cDaily, b2cGroups, b2cLines, b2cRates, bbcDaily, bbcRows, bbcTotalsOf, type B2cFilter, type BbcFilter } from '@/server/db/queries/partnerReports'
import { sqlHandle } from '@/server/db/transaction'

/** Whose rows a report shows: one partner, of one kind. Resolved from a member login or chosen by staff. */
export type ReportScope = { partnerId: number; partnerName: string; kind: PartnerKind }

const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null

/**
 * The partner a logged-in member may read the `kind` report of: type 2 → B2C, type 3 → BBC, linked to an
 * active partner of that kind. Anyone else is refused (a type 1 member, a type 2 asking for BBC …).
 */
export async function memberReportScope(payload: Payload, member: Member, kind: PartnerKind): Promise<ReportScope> {
  if (!mayReadReport(member.accountType, kind)) throw forbidden()
  const partnerId = relationId((member as { partner?: unknown }).partner)
  if (!partnerId) throw new ShopError('forbidden', 'partnerNotLinked')
  return staffReportScope(payload, partnerId, kind)
}

/** A partner's report as staff open it (the caller checked the staff role). */
export async function staffReportScope(payload: Payload, partnerId: number, kind?: PartnerKind): Promise<ReportScope> {
  const partner = await payload.findByID({ collection: 'partners', id: partnerId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!partner) throw new ShopError('forbidden', 'partnerNotLinked')
  if (kind && (partner.kind !== kind || partner.active === false)) throw new ShopError('forbidden', 'partnerNotLinked')
  return { partnerId: partner.id, partnerName: partner.name, kind: partner.kind }
}

/** The range and query checked once more on the server (the schema checks shapes; this the rules). */
export function checkFilter(filter: ReportFilter): void {
  const problem = rangeProblem(filter)
  if (problem) throw new ShopError('invalid', 'invalidDateRange', { fields: { [problem === 'dateRangeOrder' ? 'to' : 'from']: problem } })
}


const dbScope = (scope: ReportScope, locale: Locale) => ({ partnerId: scope.partnerId, locale, defaultLocale: DEFAULT_LOCALE })

function b2cFilter(filter: ReportFilter): B2cFilter {
  // A status filter is the BBC report's; a B2C request carrying one is refused rather than silently ignored.
  if (filter.status) throw fieldRules({ status: 'invalidValue' })
  return { ...taipeiInstants(filter), query: filter.query, statuses: SALE_STATUSES }
}

function bbcFilter(filter: ReportFilter): BbcFilter {
  const query = filter.query?.trim()
  return { ...taipeiInstants(filter), query, code: query ? normaliseSerial(query) : '', status: filter.status, today: taipeiDate() }
}

const iso = (value: Date | string) => new Date(value).toISOString()

type LineDbRow = Awaited<ReturnType<typeof b2cLines>>[number]
const b2cLine = (r: LineDbRow): B2cLine => {
  const sharePercent = Number(r.sharePercent)
  const paidTwd = Number(r.paidTwd)
  return {
    orderedAt: iso(r.orderedAt),
    orderNumber: maskOrderNumber(r.orderNumber),
    promoCode: r.promoCode,
    product: r.product,
    originalPriceTwd: Number(r.originalTwd),
    paidTwd,
    sharePercent,
    shareTwd: lineShareTwd(paidTwd, sharePercent),
  }
}

type GroupDbRow = Awaited<ReturnType<typeof b2cGroups>>[number]
const b2cGroup = (r: GroupDbRow): B2cRow => ({
  promoCode: r.promoCode,
  product: r.product,
  orders: Number(r.orders),
  originalPriceTwd: Number(r.originalTwd ?? 0),
  salesTwd: Number(r.paidTwd ?? 0),
  sharePercent: Number(r.sharePercent),
  profitShareTwd: lineShareTwd(Number(r.paidTwd ?? 0), Number(r.sharePercent)),
})

type BbcDbRow = Awaited<ReturnType<typeof bbcRows>>[number]
const bbcRow = (r: BbcDbRow): BbcRow => {
  const status = (BBC_STATUSES as readonly string[]).includes(r.status) ? (r.status as BbcStatus) : 'unused'
  return {
    issuedAt: iso(r.issuedAt),
    // An unused serial has no order: the date a traveller ordered with it, only once one did.
    orderedAt: status === 'used' && r.redeemedAt ? iso(r.redeemedAt) : null,
    serialNumber: r.code,
    product: r.product,
    originalPriceTwd: Number(r.originalTwd),
    payableTwd: Number(r.payableTwd),
    discountTwd: serialDiscountTwd(Number(r.originalTwd), Number(r.payableTwd)),
    status,
    validUntil: r.validUntil ? String(r.validUntil).slice(0, 10) : null,
  }
}

/* ---------- pages, totals, the daily series ---------- */

export const REPORT_PAGE_SIZE = 20
/** The summary rows (promo code × product × rate) a B2C page carries whole: a partner has a handful of codes. */
export const B2C_GROUPS_MAX = 500

/** One page of the report with its totals over the whole filter and the sales per Taipei day. */
export async function reportPage(payload: Payload, scope: ReportScope, filter: ReportFilter, locale: Locale): Promise<PartnerReportPage> {
  checkFilter(filter)
  const page = filter.page ?? 1
  const pageSize = filter.pageSize ?? REPORT_PAGE_SIZE
  const offset = (page - 1) * pageSize
  const range = { from: filter.from ?? null, to: filter.to ?? null }
  const base = { partner: { name: scope.partnerName }, range, page, pageSize, query: filter.query?.trim() ?? '' }
  const db = await sqlHandle(payload)
  const where = dbScope(scope, locale)

  if (scope.kind === 'b2c') {
    const f = b2cFilter(filter)
    const [lines, groups, rates, daily] = await Promise.all([b2cLines(db, where, f, pageSize, offset), b2cGroups(db, where, f, B2C_GROUPS_MAX, 0), b2cRates(db, where, f), b2cDaily(db, where, f)])
    const paidAtRates = rates.map((r) => ({ paidTwd: Number(r.paidTwd ?? 0), sharePercent: Number(r.sharePercent) }))
    const orders = rates.reduce((n, r) => n + Number(r.orders), 0)
    const totals: B2cTotals = {
      rows: orders,
      orders,
      originalPriceTwd: rates.reduce((n, r) => n + Number(r.originalTwd ?? 0), 0),
      salesTwd: paidAtRates.reduce((n, r) => n + r.paidTwd, 0),
      // The share once per rate on the period's total (src/domain/partnerReport.ts), never the sum of rounded orders.
      profitShareTwd: sharesOfRates(paidAtRates),
      rates: ratesOf(paidAtRates),
    }
    return {
      ...base,
      kind: 'b2c',
      list: lines.map(b2cLine),
      groups: groups.map(b2cGroup),
      total: orders,
      totalPages: Math.ceil(orders / pageSize),
      totals,
      daily: dailySeries(daily.map(point), filter),
    }
  }

  const f = bbcFilter(filter)
  const [list, sums, daily] = await Promise.all([bbcRows(db, where, f, pageSize, { offset }), bbcTotalsOf(db, where, f), bbcDaily(db, where, f)])
  const count = Number(sums?.rows ?? 0)
  const totals: BbcTotals = {
    rows: count,
    used: Number(sums?.used ?? 0),
    unused: Number(sums?.unused ?? 0),
    expired: Number(sums?.expired ?? 0),
    notYetValid: Number(sums?.notYetValid ?? 0),
    originalPriceTwd: Number(sums?.originalTwd ?? 0),
    payableTwd: Number(sums?.payableTwd ?? 0),
    discountTwd: Number(sums?.discountTwd ?? 0),
  }
  return {
    ...base,
    kind: 'bbc',
    status: filter.status ?? null,
    list: list.map(bbcRow),
    total: count,
    totalPages: Math.ceil(count / pageSize),
    totals,
    daily: dailySeries(daily.map(point), filter),
  }
}

const point = (r: { date: string; amountTwd: number | null }): DailyPoint => ({ date: r.date, amountTwd: Number(r.amountTwd ?? 0) })

/** Rows read from PostgreSQL per batch while exporting: a 100 000-row report never sits in memory at once. */
export const EXPORT_BATCH = 2000

/** Every row the filter selects (all pages), in the report's order, read a batch at a time (BBC by keyset). */
export async function* exportRows(payload: Payload, scope: ReportScope, filter: ReportFilter, locale: Locale): AsyncGenerator<B2cLine[] | BbcRow[]> {
  checkFilter(filter)
  const db = await sqlHandle(payload)
  const where = dbScope(scope, locale)
  if (scope.kind === 'b2c') {
    const f = b2cFilter(filter)
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = (await b2cLines(db, where, f, EXPORT_BATCH, offset)).map(b2cLine)
      if (batch.length) yield batch
      if (batch.length < EXPORT_BATCH) return
    }
  }
  const f = bbcFilter(filter)
  let after: { at: string; id: number } | null = null
  for (;;) {
    const batch: BbcDbRow[] = await bbcRows(db, where, f, EXPORT_BATCH, { after })
    if (batch.length) yield batch.map(bbcRow)
    if (batch.length < EXPORT_BATCH) return
    const last = batch.at(-1)!
    after = { at: iso(last.issuedAt), id: Number(last.id) }
  }
}
