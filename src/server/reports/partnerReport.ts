import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locale'
import { forbidden, ShopError } from '@/domain/errors'
import { taipeiDate } from '@/domain/dates'
import {
  BBC_STATUSES,
  dailySeries,
  mayReadReport,
  rangeProblem,
  SALE_STATUSES,
  serialDiscountTwd,
  taipeiInstants,
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

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/* ---------- B2C: paid, not refunded orders with the partner's promo codes ---------- */

function b2cSales(scope: ReportScope, filter: ReportFilter, locale: Locale): SQL {
  const { start, end } = taipeiInstants(filter)
  const statuses = sql.join(
    SALE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const query = filter.query?.trim()
  return sql`with named as (
      select pc.code as promo_code, coalesce(o.product_id, 0) as product_key, coalesce(o.activity_id, 0) as activity_key,
        coalesce(pl.name, pd.name, al.name, ad.name, o.item_name) as product,
        o.subtotal_twd, o.total_twd, o.profit_share_twd, o.created_at
      from orders o
      join promo_codes pc on pc.id = o.promo_code_id
      left join products_locales pl on pl._parent_id = o.product_id and pl._locale = ${locale}
      left join products_locales pd on pd._parent_id = o.product_id and pd._locale = ${DEFAULT_LOCALE}
      left join activities_locales al on al._parent_id = o.activity_id and al._locale = ${locale}
      left join activities_locales ad on ad._parent_id = o.activity_id and ad._locale = ${DEFAULT_LOCALE}
      where pc.partner_id = ${scope.partnerId}
        and o.status::text in (${statuses})
        ${start ? sql`and o.created_at >= ${start}` : sql``}
        ${end ? sql`and o.created_at < ${end}` : sql``}
    ), sales as (
      select * from named
      ${query ? sql`where promo_code ilike ${likePattern(query)} or product ilike ${likePattern(query)}` : sql``}
    )`
}

type B2cDbRow = { promoCode: string; product: string; orders: string; original: string; sales: string; share: string }
const b2cRow = (r: B2cDbRow): B2cRow => ({
  promoCode: r.promoCode,
  product: r.product,
  orders: Number(r.orders),
  originalPriceTwd: Number(r.original),
  salesTwd: Number(r.sales),
  profitShareTwd: Number(r.share),
})

const b2cRowsSql = (cte: SQL, limit: number, offset: number) => sql`${cte}
  select promo_code as "promoCode", min(product) as product, count(*) as orders, sum(subtotal_twd) as original,
    sum(total_twd) as sales, sum(profit_share_twd) as share
  from sales group by promo_code, product_key, activity_key
  order by promo_code, min(product), product_key, activity_key
  limit ${limit} offset ${offset}`

/* ---------- BBC: the serial numbers issued to the partner ---------- */

function bbcSerials(scope: ReportScope, filter: ReportFilter, locale: Locale): SQL {
  const { start, end } = taipeiInstants(filter)
  const query = filter.query?.trim()
  const code = query ? normaliseSerial(query) : ''
  const today = taipeiDate()
  // serialState (src/domain/serialNumber.ts) in SQL, so the totals count what the rows say: used, then not yet valid,
  // then expired, else usable.
  return sql`with serials as (
      select s.id, s.created_at, s.code, coalesce(pl.name, pd.name, '') as product, s.original_price_twd, s.payable_twd,
        case when s.status::text = 'used' then 'used'
          when s.valid_from is not null and s.valid_from > ${today} then 'notYetValid'
          when s.valid_until is not null and s.valid_until < ${today} then 'expired'
          else 'unused' end as status,
        s.valid_until, s.redeemed_at
      from serial_numbers s
      left join products_locales pl on pl._parent_id = s.product_id and pl._locale = ${locale}
      left join products_locales pd on pd._parent_id = s.product_id and pd._locale = ${DEFAULT_LOCALE}
      where s.partner_id = ${scope.partnerId}
        ${start ? sql`and s.created_at >= ${start}` : sql``}
        ${end ? sql`and s.created_at < ${end}` : sql``}
    ), selected as (
      select * from serials
      ${query ? sql`where product ilike ${likePattern(query)} ${code ? sql`or code like ${likePattern(code)}` : sql``}` : sql``}
    )`
}

type BbcDbRow = {
  id: number
  orderedAt: Date | string
  code: string
  product: string
  original: number
  payable: number
  status: string
  validUntil: string | null
  redeemedAt: Date | string | null
}
const iso = (value: Date | string) => new Date(value).toISOString()
const bbcRow = (r: BbcDbRow): BbcRow => ({
  orderedAt: iso(r.orderedAt),
  serialNumber: r.code,
  product: r.product,
  originalPriceTwd: Number(r.original),
  payableTwd: Number(r.payable),
  discountTwd: serialDiscountTwd(Number(r.original), Number(r.payable)),
  status: (BBC_STATUSES as readonly string[]).includes(r.status) ? (r.status as BbcStatus) : 'unused',
  validUntil: r.validUntil ? String(r.validUntil).slice(0, 10) : null,
  redeemedAt: r.redeemedAt ? iso(r.redeemedAt) : null,
})

const bbcColumns = sql`id, created_at as "orderedAt", code, product, original_price_twd as original, payable_twd as payable, status,
  valid_until as "validUntil", redeemed_at as "redeemedAt"`

/* ---------- pages, totals, the daily series ---------- */

async function rows<T>(payload: Payload, query: SQL): Promise<T[]> {
  const db = await sqlHandle(payload)
  return (await db.execute(query)).rows as T[]
}

export const REPORT_PAGE_SIZE = 20

/** One page of the report with its totals over the whole filter and the sales per Taipei day. */
export async function reportPage(payload: Payload, scope: ReportScope, filter: ReportFilter, locale: Locale): Promise<PartnerReportPage> {
  checkFilter(filter)
  const page = filter.page ?? 1
  const pageSize = filter.pageSize ?? REPORT_PAGE_SIZE
  const offset = (page - 1) * pageSize
  const range = { from: filter.from ?? null, to: filter.to ?? null }
  const base = { partner: { name: scope.partnerName }, range, page, pageSize, query: filter.query?.trim() ?? '' }

  if (scope.kind === 'b2c') {
    const cte = b2cSales(scope, filter, locale)
    const [list, [totals], daily] = await Promise.all([
      rows<B2cDbRow>(payload, b2cRowsSql(cte, pageSize, offset)),
      rows<{ rows: string; orders: string; original: string | null; sales: string | null; share: string | null }>(
        payload,
        sql`${cte} select count(distinct (promo_code, product_key, activity_key)) as rows, count(*) as orders,
          sum(subtotal_twd) as original, sum(total_twd) as sales, sum(profit_share_twd) as share from sales`,
      ),
      dailyOf(payload, sql`${cte} select (created_at at time zone 'Asia/Taipei')::date::text as date, sum(total_twd) as amount from sales group by 1`),
    ])
    const sums: B2cTotals = {
      rows: Number(totals?.rows ?? 0),
      orders: Number(totals?.orders ?? 0),
      originalPriceTwd: Number(totals?.original ?? 0),
      salesTwd: Number(totals?.sales ?? 0),
      profitShareTwd: Number(totals?.share ?? 0),
    }
    return { ...base, kind: 'b2c', list: list.map(b2cRow), total: sums.rows, totalPages: Math.ceil(sums.rows / pageSize), totals: sums, daily: dailySeries(daily, filter) }
  }

  const cte = bbcSerials(scope, filter, locale)
  const [list, [totals], daily] = await Promise.all([
    rows<BbcDbRow>(payload, sql`${cte} select ${bbcColumns} from selected order by created_at desc, id desc limit ${pageSize} offset ${offset}`),
    rows<{ rows: string; original: string | null; payable: string | null; discount: string | null } & Record<BbcStatus, string>>(
      payload,
      sql`${cte} select count(*) as rows, count(*) filter (where status = 'used') as used, count(*) filter (where status = 'unused') as unused,
        count(*) filter (where status = 'expired') as expired, count(*) filter (where status = 'notYetValid') as "notYetValid", sum(original_price_twd) as original,
        sum(payable_twd) as payable, sum(greatest(original_price_twd - payable_twd, 0)) as discount from selected`,
    ),
    dailyOf(payload, sql`${cte} select (created_at at time zone 'Asia/Taipei')::date::text as date, sum(payable_twd) as amount from selected group by 1`),
  ])
  const count = Number(totals?.rows ?? 0)
  const sums: BbcTotals = {
    rows: count,
    used: Number(totals?.used ?? 0),
    unused: Number(totals?.unused ?? 0),
    expired: Number(totals?.expired ?? 0),
    notYetValid: Number(totals?.notYetValid ?? 0),
    originalPriceTwd: Number(totals?.original ?? 0),
    payableTwd: Number(totals?.payable ?? 0),
    discountTwd: Number(totals?.discount ?? 0),
  }
  return { ...base, kind: 'bbc', list: list.map(bbcRow), total: count, totalPages: Math.ceil(count / pageSize), totals: sums, daily: dailySeries(daily, filter) }
}

async function dailyOf(payload: Payload, query: SQL): Promise<DailyPoint[]> {
  return (await rows<{ date: string; amount: string }>(payload, query)).map((r) => ({ date: r.date, amountTwd: Number(r.amount) }))
}

/** Rows read from PostgreSQL per batch while exporting: a 100 000-row report never sits in memory at once. */
export const EXPORT_BATCH = 2000

/** Every row the filter selects (all pages), in the report's order, read a batch at a time (BBC by keyset). */
export async function* exportRows(payload: Payload, scope: ReportScope, filter: ReportFilter, locale: Locale): AsyncGenerator<B2cRow[] | BbcRow[]> {
  checkFilter(filter)
  if (scope.kind === 'b2c') {
    const cte = b2cSales(scope, filter, locale)
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = (await rows<B2cDbRow>(payload, b2cRowsSql(cte, EXPORT_BATCH, offset))).map(b2cRow)
      if (batch.length) yield batch
      if (batch.length < EXPORT_BATCH) return
    }
  }
  const cte = bbcSerials(scope, filter, locale)
  let after: { at: string; id: number } | null = null
  for (;;) {
    const keyset: SQL = after ? sql`where (created_at, id) < (${after.at}::timestamptz, ${after.id})` : sql``
    const batch: BbcDbRow[] = await rows<BbcDbRow>(
      payload,
      sql`${cte} select ${bbcColumns} from selected ${keyset} order by created_at desc, id desc limit ${EXPORT_BATCH}`,
    )
    if (batch.length) yield batch.map(bbcRow)
    if (batch.length < EXPORT_BATCH) return
    const last = batch.at(-1)!
    after = { at: iso(last.orderedAt), id: Number(last.id) }
  }
}
