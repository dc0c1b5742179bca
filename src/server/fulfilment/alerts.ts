import 'server-only'

/**
 * Staff alerts about eSIM stock, raised inside the paying transaction (a rolled-back payment raises
 * nothing): a `stock-alerts` row staff see in /admin, a warning in the log, and a mail to ALERT_EMAIL.
 * Once per crossing: while a product has an open alert of a kind, no second one is raised; an import
 * that refills the stock resolves it (resolveStockAlerts), so the next crossing alerts again.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { StockAlertKind } from '@/domain/fulfilment'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import { lockStockAlerts, openStockAlertExists, resolveStockAlert } from '@/server/db/queries/stockAlerts'
import { insertRow } from '@/server/db/rows'
import { sqlHandle } from '@/server/db/transaction'
import { alertEmails } from '@/server/env'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'

type Alert = { productId: number; kind: StockAlertKind; available: number; threshold: number; waitingOrders?: number }

async function openAlertExists(payload: Payload, req: PayloadRequest, productId: number, kind: StockAlertKind): Promise<boolean> {
  return openStockAlertExists(await sqlHandle(payload, req), productId, kind)
}

/** Raises the alert unless one of its kind is open for the product; true when it was raised. */
export async function raiseStockAlert(payload: Payload, req: PayloadRequest, alert: Alert): Promise<boolean> {
  if (await openAlertExists(payload, req, alert.productId, alert.kind)) return false
  // Two orders crossing the mark at once: the second waits here for the first to commit, then sees its alert.
  const db = await sqlHandle(payload, req)
  await lockStockAlerts(db, alert.productId)
  if (await openAlertExists(payload, req, alert.productId, alert.kind)) return false

  const waitingOrders = alert.waitingOrders ?? 0
  await insertRow(payload, req, 'stock-alerts', { product: alert.productId, kind: alert.kind, available: alert.available, waitingOrders })
  const locale = isLocale(process.env.ALERT_LOCALE) ? process.env.ALERT_LOCALE : DEFAULT_LOCALE
  const product = await payload.findByID({ collection: 'products', id: alert.productId, depth: 0, locale, req, overrideAccess: true, select: { name: true } })
  const productName = product.name || `#${alert.productId}`
  const recipients = alertEmails()
  logger.warn(
    { productId: alert.productId, product: productName, alert: alert.kind, available: alert.available, threshold: alert.threshold, waitingOrders, mailed: recipients.length },
    alert.kind === 'empty' ? 'eSIM codes ran out: paid orders wait for an import' : 'eSIM codes running low',
  )
  for (const to of recipients) {
    await enqueueMail(
      payload,
      { kind: 'stockAlert', to, locale, data: { alert: alert.kind, productId: alert.productId, productName, available: alert.available, threshold: alert.threshold, waitingOrders } },
      req,
    )
  }
  return true
}

/** After an import: the product's open alerts whose condition no longer holds are resolved. */
export async function resolveStockAlerts(
  payload: Payload,
  req: PayloadRequest,
  stock: { productId: number; available: number; threshold: number; waitingOrders: number },
): Promise<void> {
  const db = await sqlHandle(payload, req)
  const resolved: StockAlertKind[] = []
  if (stock.available >= stock.threshold) resolved.push('lowStock')
  if (stock.waitingOrders === 0) resolved.push('empty')
  for (const kind of resolved) {
    await resolveStockAlert(db, stock.productId, kind)
  }
}
