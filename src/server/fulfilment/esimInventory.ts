import 'server-only'

/**
 * The eSIM activation-code inventory: taking codes for a paid order (never one code for two orders,
 * however many payments race), counting what is left, and the staff import (all lines or none).
 */
import type { Payload, PayloadRequest } from 'payload'

import { MAX_IMPORT_LINES, parseEsimImport, type ImportLine, type LpaCode } from '@/domain/esim'
import { assignCodes, assignedCodesOf, codesMatching, countAvailableCodes, insertAvailableCodes, lockAvailableCodes } from '@/server/db/queries/esimCodes'
import { isEsimProduct } from '@/server/db/queries/products'
import { paidEsimOrdersWaitingForCodes } from '@/server/db/queries/orders'
import { sqlHandle } from '@/server/db/transaction'

export type ClaimedCode = LpaCode & { id: number }

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
  const rows = (await lockAvailableCodes(db, productId, count, true)) ?? (await lockAvailableCodes(db, productId, count, false))
  if (!rows) return null
  await assignCodes(db, rows.map((r) => r.id), orderId)
  return rows
}

/** The codes given to an order and not taken back by a refund, in the order they were taken. */
export async function codesOfOrder(payload: Payload, orderId: number, req?: PayloadRequest): Promise<ClaimedCode[]> {
  const db = await sqlHandle(payload, req)
  return assignedCodesOf(db, orderId)
}

/** Unused codes of a product, as `req`'s transaction sees them. */
export async function availableCodes(payload: Payload, productId: number, req?: PayloadRequest): Promise<number> {
  const db = await sqlHandle(payload, req)
  return countAvailableCodes(db, productId)
}

/** Paid eSIM orders of a product still waiting for imported codes, oldest payment first (the wholesaler's are its own job's). */
export async function waitingEsimOrders(payload: Payload, productId?: number, req?: PayloadRequest): Promise<{ id: number; productId: number }[]> {
  const db = await sqlHandle(payload, req)
  return paidEsimOrdersWaitingForCodes(db, productId)
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
  if (!(await isEsimProduct(db, productId))) return report('product')

  // Already in the inventory (any product): the same LPA string, or the same address and matching id.
  const codes = lines.flatMap((l) => (l.code && !l.problem ? [l.code] : []))
  if (codes.length) {
    const rows = await codesMatching(
      db,
      codes.map((c) => c.lpa),
      codes.map((c) => c.matchingId),
    )
    const known = new Set(rows.flatMap((r) => [r.lpa, `${r.smdpAddress}$${r.matchingId}`]))
    for (const line of lines) {
      if (line.code && !line.problem && (known.has(line.code.lpa) || known.has(`${line.code.smdpAddress}$${line.code.matchingId}`)))
        line.problem = 'duplicateInInventory'
    }
  }
  const result = report()
  if (dryRun || result.invalid > 0) return result

  // The unique index on lpa still refuses a code imported meanwhile by someone else (and so the whole file).
  await insertAvailableCodes(
    db,
    productId,
    lines.map((l) => ({ lpa: l.code!.lpa, smdpAddress: l.code!.smdpAddress, matchingId: l.code!.matchingId })),
  )
  return { ...result, imported: lines.length }
}
