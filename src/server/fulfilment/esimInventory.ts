import 'server-only'

/**
 * The eSIM activation-code inventory: taking codes for a paid order (never one code for two orders,
 * however many payments race), counting what is left, and the staff import (all lines or none).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { MAX_IMPORT_LINES, parseEsimImport, type ImportLine, type LpaCode } from '@/domain/esim'
import { insertMainRows } from '@/server/db/rows'
import { sqlHandle } from '@/server/db/transaction'

export type ClaimedCode = LpaCode & { id: number }

type CodeRow = { id: number; lpa: string; smdp_address: string; matching_id: string }
const claimed = (row: CodeRow): ClaimedCode => ({ id: Number(row.id), lpa: row.lpa, smdpAddress: row.smdp_address, matchingId: row.matching_id })

/**
 * Takes `count` unused codes of the product for the order, in `req`'s transaction; null (and nothing
 * taken) when there are not enough. First with SKIP LOCKED, so racing payments each take other rows
 * without waiting. Only when that finds too few — the last codes are held by other open transactions —
 * does it give its rows back (savepoint) and wait for them: if those transactions roll back, the codes
 * are ours. Waiting only in that second step, in id order, holding no code rows of its own, cannot
 * deadlock with another order.
 */
export async function claimEsimCodes(
  payload: Payload,
  req: PayloadRequest,
  { productId, orderId, count }: { productId: number; orderId: number; count: number },
): Promise<ClaimedCode[] | null> {
  const db = await sqlHandle(payload, req)
  const pick = (skipLocked: boolean) =>
    db.execute(
      skipLocked
        ? sql`select id, lpa, smdp_address, matching_id from esim_codes where product_id = ${productId} and status = 'available' order by id limit ${count} for update skip locked`
        : sql`select id, lpa, smdp_address, matching_id from esim_codes where product_id = ${productId} and status = 'available' order by id limit ${count} for update`,
    )
  await db.execute(sql`savepoint esim_claim`)
  let rows = (await pick(true)).rows as CodeRow[]
  if (rows.length < count) {
    await db.execute(sql`rollback to savepoint esim_claim`)
    rows = (await pick(false)).rows as CodeRow[]
    if (rows.length < count) {
      await db.execute(sql`rollback to savepoint esim_claim`)
      await db.execute(sql`release savepoint esim_claim`)
      return null
    }
  }
  await db.execute(sql`release savepoint esim_claim`)
  const ids = rows.map((r) => Number(r.id))
  await db.execute(
    sql`update esim_codes set status = 'assigned', order_id = ${orderId}, assigned_at = now(), updated_at = now() where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  )
  return rows.map(claimed)
}

/** The codes given to an order and not taken back by a refund, in the order they were taken. */
export async function codesOfOrder(payload: Payload, orderId: number, req?: PayloadRequest): Promise<ClaimedCode[]> {
  const db = await sqlHandle(payload, req)
  const { rows } = await db.execute(sql`select id, lpa, smdp_address, matching_id from esim_codes where order_id = ${orderId} and status = 'assigned' order by id`)
  return (rows as CodeRow[]).map(claimed)
}

/** Unused codes of a product, as `req`'s transaction sees them. */
export async function availableCodes(payload: Payload, productId: number, req?: PayloadRequest): Promise<number> {
  const db = await sqlHandle(payload, req)
  const { rows } = await db.execute(sql`select count(*)::int as n from esim_codes where product_id = ${productId} and status = 'available'`)
  return Number((rows[0] as { n: number }).n)
}

/** Paid eSIM orders of a product still waiting for imported codes, oldest payment first (the wholesaler's are its own job's). */
export async function waitingEsimOrders(payload: Payload, productId?: number, req?: PayloadRequest): Promise<{ id: number; productId: number }[]> {
  const db = await sqlHandle(payload, req)
  const product = productId === undefined ? sql`` : sql`and o.product_id = ${productId}`
  const { rows } = await db.execute(
    sql`select o.id, o.product_id from orders o join products p on p.id = o.product_id
      where o.status = 'paid' and o.item_kind = 'product' and o.card_type = 'esim' and coalesce(p.esim_source, 'inventory') = 'inventory' ${product}
      order by coalesce(o.payment_paid_at, o.updated_at), o.id`,
  )
  return (rows as { id: number; product_id: number }[]).map((r) => ({ id: Number(r.id), productId: Number(r.product_id) }))
}

export type ImportReport = {
  /** Every non-empty line with its problem, if any. */
  lines: ImportLine[]
  /** Lines that would be (or were) imported. */
  valid: number
  /** Lines with a problem: when any, nothing is imported. */
  invalid: number
  imported: number
  /** A problem with the file as a whole. */
  fileProblem?: 'empty' | 'tooManyLines' | 'product'
}

/**
 * Checks an import against the inventory and, unless `dryRun` or any line has a problem, inserts every
 * code as available for the product — in `req`'s transaction, so either all lines are imported or none.
 */
export async function importEsimCodes(
  payload: Payload,
  req: PayloadRequest,
  { productId, text, dryRun }: { productId: number; text: string; dryRun: boolean },
): Promise<ImportReport> {
  const lines = parseEsimImport(text)
  const report = (fileProblem?: ImportReport['fileProblem']): ImportReport => {
    const invalid = lines.filter((l) => l.problem).length
    return { lines, valid: lines.length - invalid, invalid, imported: 0, ...(fileProblem ? { fileProblem } : {}) }
  }
  if (lines.length === 0) return report('empty')
  if (lines.length > MAX_IMPORT_LINES) return report('tooManyLines')
  const db = await sqlHandle(payload, req)
  const product = await db.execute(sql`select 1 from products where id = ${productId} and card_type = 'esim'`)
  if (!product.rows.length) return report('product')

  // Already in the inventory (any product): the same LPA string, or the same address and matching id.
  const codes = lines.flatMap((l) => (l.code && !l.problem ? [l.code] : []))
  if (codes.length) {
    const { rows } = await db.execute(
      sql`select lpa, smdp_address, matching_id from esim_codes where lpa in (${sql.join(codes.map((c) => sql`${c.lpa}`), sql`, `)}) or matching_id in (${sql.join(codes.map((c) => sql`${c.matchingId}`), sql`, `)})`,
    )
    const known = new Set((rows as CodeRow[]).flatMap((r) => [r.lpa, `${r.smdp_address}$${r.matching_id}`]))
    for (const line of lines) {
      if (line.code && !line.problem && (known.has(line.code.lpa) || known.has(`${line.code.smdpAddress}$${line.code.matchingId}`)))
        line.problem = 'duplicateInInventory'
    }
  }
  const result = report()
  if (dryRun || result.invalid > 0) return result

  // The unique index on lpa still refuses a code imported meanwhile by someone else (and so the whole file).
  await insertMainRows(
    payload,
    req,
    'esim-codes',
    lines.map((l) => ({ product: productId, lpa: l.code!.lpa, smdpAddress: l.code!.smdpAddress, matchingId: l.code!.matchingId, status: 'available' })),
  )
  return { ...result, imported: lines.length }
}
