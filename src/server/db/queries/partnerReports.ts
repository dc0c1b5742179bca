/**
 * The partner reports' reads (issue 38 §13, issue 37 item 1): Drizzle's builder over Payload's generated schema, so a
 * renamed column fails the typecheck. B2C: the partner's promo-code sales, one line per order; BBC: the serial numbers
 * issued to the partner. Every statement is scoped to one partner id, which the service resolved from the login.
 */
import 'server-only'

import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, sum, type SQL } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'

import { activities_locales, orders, products_locales, promo_codes, serial_numbers } from '@/payload-generated-schema'

import type { Locale } from '@/domain/locale'
import type { BbcStatus } from '@/domain/partnerReport'

import type { Db } from '../transaction'
import { coalesce, countWhere, serialReportState, sumOfPositiveDifference, taipeiDayOf } from './expressions'

/** A LIKE pattern matching `text` anywhere, its own % _ \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export type Span = { start: string | null; end: string | null }
type Scope = { partnerId: number; locale: Locale; defaultLocale: Locale }

/* ---------- B2C ---------- */

export type B2cFilter = Span & { query?: string; statuses: readonly (typeof orders.status.enumValues)[number][] }

/** The sales behind the B2C report: paid orders with the partner's promo codes, named in the report's language. */
function b2cSales(db: Db, scope: Scope, filter: B2cFilter) {
  const pl = alias(products_locales, 'pl')
  const pd = alias(products_locales, 'pd')
  const al = alias(activities_locales, 'al')
  const ad = alias(activities_locales, 'ad')
  const product = coalesce<string>(pl.name, pd.name, al.name, ad.name, orders.itemName)
  const query = filter.query?.trim()
  const inner = db
    .select({
      id: orders.id,
      orderedAt: orders.createdAt,
      orderNumber: orders.orderNumber,
      promoCode: sql<string>`${promo_codes.code}`.as('promo_code'),
      productKey: coalesce<number>(orders.product, 0).as('product_key'),
      activityKey: coalesce<number>(orders.activity, 0).as('activity_key'),
      product: product.as('product'),
      originalTwd: orders.subtotalTwd,
      paidTwd: orders.totalTwd,
      // The rate stored with the order; an order placed before rates were stored takes its code's rate.
      sharePercent: coalesce<number>(orders.profitSharePercent, promo_codes.profitSharePercent, 0).as('share_percent'),
    })
    .from(orders)
    .innerJoin(promo_codes, eq(promo_codes.id, orders.promoCode))
    .leftJoin(pl, and(eq(pl._parentID, orders.product), eq(pl._locale, scope.locale)))
    .leftJoin(pd, and(eq(pd._parentID, orders.product), eq(pd._locale, scope.defaultLocale)))
    .leftJoin(al, and(eq(al._parentID, orders.activity), eq(al._locale, scope.locale)))
    .leftJoin(ad, and(eq(ad._parentID, orders.activity), eq(ad._locale, scope.defaultLocale)))
    .where(
      and(
        eq(promo_codes.partner, scope.partnerId),
        inArray(orders.status, [...filter.statuses]),
        filter.start ? gte(orders.createdAt, filter.start) : undefined,
        filter.end ? lt(orders.createdAt, filter.end) : undefined,
        query ? or(ilike(promo_codes.code, containsPattern(query)), ilike(product, containsPattern(query))) : undefined,
      ),
    )
  return db.$with('sales').as(inner)
}

/** One page of order lines, newest first. */
export async function b2cLines(db: Db, scope: Scope, filter: B2cFilter, limit: number, offset: number) {
  const sales = b2cSales(db, scope, filter)
  return db
    .with(sales)
    .select({
      orderedAt: sales.orderedAt,
      orderNumber: sales.orderNumber,
      promoCode: sales.promoCode,
      product: sales.product,
      originalTwd: sales.originalTwd,
      paidTwd: sales.paidTwd,
      sharePercent: sales.sharePercent,
    })
    .from(sales)
    .orderBy(desc(sales.orderedAt), desc(sales.id))
    .limit(limit)
    .offset(offset)
}

/** The sums per promo code, product and rate (the report's summary rows), in code and product order. */
export async function b2cGroups(db: Db, scope: Scope, filter: B2cFilter, limit: number, offset: number) {
  const sales = b2cSales(db, scope, filter)
  return db
    .with(sales)
    .select({
      promoCode: sales.promoCode,
      product: sql<string>`min(${sales.product})`,
      orders: count().mapWith(Number),
      originalTwd: sum(sales.originalTwd).mapWith(Number),
      paidTwd: sum(sales.paidTwd).mapWith(Number),
      sharePercent: sales.sharePercent,
    })
    .from(sales)
    .groupBy(sales.promoCode, sales.productKey, sales.activityKey, sales.sharePercent)
    .orderBy(asc(sales.promoCode), sql`min(${sales.product})`, asc(sales.productKey), asc(sales.activityKey), asc(sales.sharePercent))
    .limit(limit)
    .offset(offset)
}

/** What was paid at each rate (the share is taken once per rate: src/domain/partnerReport.ts), with the line and group counts. */
export async function b2cRates(db: Db, scope: Scope, filter: B2cFilter) {
  const sales = b2cSales(db, scope, filter)
  return db
    .with(sales)
    .select({
      sharePercent: sales.sharePercent,
      orders: count().mapWith(Number),
      groups: sql<number>`count(distinct (${sales.promoCode}, ${sales.productKey}, ${sales.activityKey}))`.mapWith(Number),
      originalTwd: sum(sales.originalTwd).mapWith(Number),
      paidTwd: sum(sales.paidTwd).mapWith(Number),
    })
    .from(sales)
    .groupBy(sales.sharePercent)
}

export async function b2cDaily(db: Db, scope: Scope, filter: B2cFilter) {
  const sales = b2cSales(db, scope, filter)
  const day = taipeiDayOf(sales.orderedAt)
  return db.with(sales).select({ date: day, amountTwd: sum(sales.paidTwd).mapWith(Number) }).from(sales).groupBy(day)
}

/* ---------- BBC ---------- */

export type BbcFilter = Span & { query?: string; code?: string; status?: BbcStatus; today: string }

function bbcSerials(db: Db, scope: Scope, filter: BbcFilter) {
  const pl = alias(products_locales, 'pl')
  const pd = alias(products_locales, 'pd')
  const product = coalesce<string>(pl.name, pd.name, '')
  const state = serialReportState(serial_numbers, filter.today)
  const query = filter.query?.trim()
  const inner = db
    .select({
      id: serial_numbers.id,
      issuedAt: serial_numbers.createdAt,
      code: serial_numbers.code,
      product: product.as('product'),
      originalTwd: serial_numbers.originalPriceTwd,
      payableTwd: serial_numbers.payableTwd,
      status: state.as('report_status'),
      validUntil: serial_numbers.validUntil,
      redeemedAt: serial_numbers.redeemedAt,
    })
    .from(serial_numbers)
    .leftJoin(pl, and(eq(pl._parentID, serial_numbers.product), eq(pl._locale, scope.locale)))
    .leftJoin(pd, and(eq(pd._parentID, serial_numbers.product), eq(pd._locale, scope.defaultLocale)))
    .where(
      and(
        eq(serial_numbers.partner, scope.partnerId),
        filter.start ? gte(serial_numbers.createdAt, filter.start) : undefined,
        filter.end ? lt(serial_numbers.createdAt, filter.end) : undefined,
        query ? or(ilike(product, containsPattern(query)), filter.code ? ilike(serial_numbers.code, containsPattern(filter.code)) : undefined) : undefined,
        filter.status ? eq(state, filter.status) : undefined,
      ),
    )
  return db.$with('serials').as(inner)
}

/** Serials newest first: a page (offset), or the batch after a keyset (exports). */
export async function bbcRows(db: Db, scope: Scope, filter: BbcFilter, limit: number, from: { offset: number } | { after: { at: string; id: number } | null }) {
  const serials = bbcSerials(db, scope, filter)
  const q = db
    .with(serials)
    .select({
      id: serials.id,
      issuedAt: serials.issuedAt,
      code: serials.code,
      product: serials.product,
      originalTwd: serials.originalTwd,
      payableTwd: serials.payableTwd,
      status: serials.status,
      validUntil: serials.validUntil,
      redeemedAt: serials.redeemedAt,
    })
    .from(serials)
  const after = 'after' in from ? from.after : null
  const keyset: SQL | undefined = after ? sql`(${serials.issuedAt}, ${serials.id}) < (${after.at}::timestamptz, ${after.id})` : undefined
  return q
    .where(keyset)
    .orderBy(desc(serials.issuedAt), desc(serials.id))
    .limit(limit)
    .offset('offset' in from ? from.offset : 0)
}

export async function bbcTotalsOf(db: Db, scope: Scope, filter: BbcFilter) {
  const serials = bbcSerials(db, scope, filter)
  const [row] = await db
    .with(serials)
    .select({
      rows: count().mapWith(Number),
      used: countWhere(eq(serials.status, 'used')),
      unused: countWhere(eq(serials.status, 'unused')),
      expired: countWhere(eq(serials.status, 'expired')),
      notYetValid: countWhere(eq(serials.status, 'notYetValid')),
      originalTwd: sum(serials.originalTwd).mapWith(Number),
      payableTwd: sum(serials.payableTwd).mapWith(Number),
      discountTwd: sumOfPositiveDifference(serials.originalTwd, serials.payableTwd),
    })
    .from(serials)
  return row
}

export async function bbcDaily(db: Db, scope: Scope, filter: BbcFilter) {
  const serials = bbcSerials(db, scope, filter)
  const day = taipeiDayOf(serials.issuedAt)
  return db.with(serials).select({ date: day, amountTwd: sum(serials.payableTwd).mapWith(Number) }).from(serials).groupBy(day)
}
