/** Statements on `stock_alerts` (src/server/fulfilment/alerts.ts): one open alert of a kind per product. */
import 'server-only'

import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'

import { stock_alerts } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { advisoryXactLock, dbNow } from './expressions'

type Kind = (typeof stock_alerts.kind.enumValues)[number]

const open = (productId: number, kind: Kind) => and(eq(stock_alerts.product, productId), eq(stock_alerts.kind, kind), isNull(stock_alerts.resolvedAt))

/** Serialises "is an alert open? else raise one" for the product until the transaction ends. */
export async function lockStockAlerts(db: Db, productId: number): Promise<void> {
  await db.execute(advisoryXactLock(`esim-stock-alert:${productId}`))
}

export async function openStockAlertExists(db: Db, productId: number, kind: Kind): Promise<boolean> {
  const rows = await db.select({ id: stock_alerts.id }).from(stock_alerts).where(open(productId, kind)).limit(1)
  return rows.length > 0
}

export async function resolveStockAlert(db: Db, productId: number, kind: Kind): Promise<void> {
  await db.update(stock_alerts).set({ resolvedAt: dbNow(), updatedAt: dbNow() }).where(open(productId, kind))
}
