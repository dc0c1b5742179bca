/**
 * eSIMs from the wholesaler (src/server/esim): the `issueEsim` job, queued by the payment's transaction, orders the
 * order's profiles and hands them over. It runs outside any transaction while it talks to the wholesaler, and is
 * safe to run again at any point:
 * 1. the wholesaler order carries our order number as its transactionId and is recorded on the order at once; a
 *    retry that finds none recorded but is refused as a repeat looks the first one up instead of buying twice;
 * 2. the profiles are allocated asynchronously: the job asks a few times, then leaves it to its retry (backoff);
 * 3. they are handed over under the order's lock only while the order is still `paid`. An order refunded meanwhile
 *    gets nothing, and its profiles are cancelled at the wholesaler.
 * A job that fails every retry leaves the order "paid, awaiting code" and raises the stock alert staff already act on.
 */
import 'server-only'

import type { Payload, TaskConfig } from 'payload'
import { z } from 'zod'

import { parseLpa } from '@/domain/esim'
import { providerRefsOfOrder } from '@/server/db/queries/esimCodes'
import { productOfOrder, setWholesalerOrderNo, wholesaleOrderFacts } from '@/server/db/queries/orders'
import { planPackageCode } from '@/server/db/queries/products'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { ERROR_CODES } from '@/server/esim/protocol'
import { findOrderOfTransaction, orderProfiles, profilesOfOrder as wholesalerProfiles } from '@/server/esim/esimAccess'
import { recordIssuedProfiles, takeBackProfiles } from '@/server/esim/profiles'
import type { ProviderProfile } from '@/server/esim/provider'
import { logger } from '@/server/logger'
import { errorText } from '@/server/mail/taskParts'
import { lockOrderStatus } from '@/server/orders/status'

import { raiseStockAlert } from './alerts'
import { deliverIssuedProfiles, type IssueEsimInput } from './index'

export type IssueEsimOutcome = 'delivered' | 'notPaid' | 'alreadyDelivered'

/** 8 retries after the first try, from 30 s doubling: about two hours for a wholesaler outage. */
export const ISSUE_RETRIES = { attempts: 8, backoff: { type: 'exponential' as const, delay: 30_000 } }

/** How often one run asks for the profiles of a new wholesaler order before leaving it to the retry. */
const ALLOCATION_WAITS_MS = [200, 400, 800, 1_600, 3_200]

type OrderFacts = {
  status: string
  orderNumber: string
  productId: number | null
  planId: string | null
  quantity: number
  providerOrderNo: string | null
  paidAt: string | null
}

async function readOrder(payload: Payload, orderId: number): Promise<OrderFacts | null> {
  const db = await sqlHandle(payload)
  const row = await wholesaleOrderFacts(db, orderId)
  return row ? { ...row, productId: row.productId === null ? null : Number(row.productId), quantity: Number(row.quantity) } : null
}

/** The wholesaler's package of the order's plan (products → plans → providerPackageCode). */
async function packageOf(payload: Payload, productId: number, planId: string): Promise<string | null> {
  const db = await sqlHandle(payload)
  return (await planPackageCode(db, productId, planId))?.trim() || null
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The wholesaler order of this shop order: the one recorded, or a new one (recorded before anything else happens). */
async function wholesalerOrder(payload: Payload, orderId: number, order: OrderFacts): Promise<string> {
  if (order.providerOrderNo) return order.providerOrderNo
  const packageCode = await packageOf(payload, order.productId!, order.planId ?? '')
  if (!packageCode) throw new Error(`the plan ${order.planId} of product ${order.productId} names no wholesaler package (providerPackageCode)`)
  const outcome = await orderProfiles({ transactionId: order.orderNumber, packageCode, count: order.quantity })
  let providerOrderNo: string | null = outcome.kind === 'ordered' ? outcome.providerOrderNo : null
  if (outcome.kind === 'refused') {
    // A repeat of our transactionId: an earlier run ordered and lost the reply. Anything else is a real refusal.
    if (outcome.refusal.code === ERROR_CODES.orderParameter)
      providerOrderNo = await findOrderOfTransaction(order.orderNumber, new Date(order.paidAt ?? Date.now() - 86_400_000))
    if (!providerOrderNo) throw new Error(`the wholesaler refused the order: ${outcome.refusal.code} ${outcome.refusal.message}`)
  }
  const db = await sqlHandle(payload)
  await setWholesalerOrderNo(db, orderId, providerOrderNo!)
  return providerOrderNo!
}

async function allocatedProfiles(providerOrderNo: string): Promise<ProviderProfile[] | null> {
  for (let attempt = 0; ; attempt++) {
    const profiles = await wholesalerProfiles(providerOrderNo)
    if (profiles) return profiles
    if (attempt >= ALLOCATION_WAITS_MS.length) return null
    await wait(ALLOCATION_WAITS_MS[attempt]!)
  }
}

/** Orders (if not yet ordered) and hands over the order's wholesaler eSIMs. Throws to be retried. */
export async function issueWholesaleEsims(payload: Payload, orderId: number): Promise<IssueEsimOutcome> {
  const order = await readOrder(payload, orderId)
  if (!order || !order.productId) throw new Error(`no eSIM order ${orderId}`)
  if (order.status !== 'paid') {
    // Refunded before its profiles arrived: whatever the wholesaler allocated goes back.
    if (order.status === 'refunded' && order.providerOrderNo) await cancelUnclaimed(payload, orderId, order.providerOrderNo)
    return order.status === 'delivered' || order.status === 'redeemed' ? 'alreadyDelivered' : 'notPaid'
  }
  const providerOrderNo = await wholesalerOrder(payload, orderId, order)
  const profiles = await allocatedProfiles(providerOrderNo)
  if (!profiles) throw new Error(`the wholesaler is still allocating the profiles of ${providerOrderNo}`)
  const issued = profiles.map((p) => {
    const lpa = parseLpa(p.lpa)
    if (!lpa.ok) throw new Error(`the wholesaler issued an activation code the shop cannot read (${lpa.problem})`)
    return { ...p, lpa: lpa.code.lpa, smdpAddress: lpa.code.smdpAddress, matchingId: lpa.code.matchingId }
  })
  const outcome = await inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, orderId)
    if (status !== 'paid') return status
    const ids = await recordIssuedProfiles(payload, req, { orderId, productId: order.productId!, profiles: issued })
    await deliverIssuedProfiles(
      payload,
      req,
      orderId,
      issued.map((p, i) => ({ id: ids[i]!, lpa: p.lpa, smdpAddress: p.smdpAddress, matchingId: p.matchingId })),
    )
    return 'delivered' as const
  })
  if (outcome === 'delivered') return 'delivered'
  if (outcome === 'refunded') await cancelUnclaimed(payload, orderId, providerOrderNo)
  return outcome === 'redeemed' ? 'alreadyDelivered' : 'notPaid'
}

/** Profiles allocated for an order refunded before they were handed over: recorded as revoked and cancelled at the wholesaler. */
async function cancelUnclaimed(payload: Payload, orderId: number, providerOrderNo: string) {
  const profiles = await wholesalerProfiles(providerOrderNo).catch(() => null)
  if (!profiles?.length) return
  await inTransaction(payload, async ({ req }) => {
    await lockOrderStatus(payload, req, orderId)
    const db = await sqlHandle(payload, req)
    const known = new Set(await providerRefsOfOrder(db, orderId))
    const fresh = profiles.filter((p) => !known.has(p.ref)).map((p) => {
      const lpa = parseLpa(p.lpa)
      return { ...p, smdpAddress: lpa.ok ? lpa.code.smdpAddress : 'unknown.invalid', matchingId: lpa.ok ? lpa.code.matchingId : p.ref }
    })
    if (fresh.length) {
      await recordIssuedProfiles(payload, req, { orderId, productId: Number(await productOfOrder(db, orderId)), profiles: fresh })
    }
    const back = await takeBackProfiles(payload, req, orderId, { unusedOnly: false })
    logger.info({ orderId, ...back }, 'eSIM profiles of an order refunded before delivery were taken back')
  })
}

type JobMeta = { totalTried?: number | null }
const input = z.object({ orderId: z.number().int().positive() })

export const issueEsimTask: TaskConfig<{ input: IssueEsimInput; output: { status: string } }> = {
  slug: 'issueEsim',
  label: 'Issue eSIM (wholesaler)',
  retries: ISSUE_RETRIES,
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input: raw, job, req }) => {
    const parsed = input.safeParse(raw)
    if (!parsed.success) return { output: { status: 'invalidInput' } }
    const { orderId } = parsed.data
    try {
      const status = await issueWholesaleEsims(req.payload, orderId)
      logger.info({ orderId, status }, 'wholesaler eSIM issue')
      return { output: { status } }
    } catch (error) {
      const tried = (job as JobMeta).totalTried ?? 0
      const last = tried >= ISSUE_RETRIES.attempts
      logger[last ? 'error' : 'warn']({ orderId, attempt: tried + 1, error: errorText(error) }, last ? 'wholesaler eSIM issue failed, no retry left' : 'wholesaler eSIM issue failed, will retry')
      if (last) await alertStaff(req.payload, orderId).catch((err: unknown) => logger.error({ err, orderId }, 'could not raise the eSIM alert'))
      throw error instanceof Error ? error : new Error(errorText(error))
    }
  },
}

/** The last retry failed: the order waits for staff, as one waiting for imported codes does. */
async function alertStaff(payload: Payload, orderId: number) {
  const order = await readOrder(payload, orderId)
  if (!order?.productId || order.status !== 'paid') return
  await inTransaction(payload, ({ req }) =>
    raiseStockAlert(payload, req, { productId: order.productId!, kind: 'empty', available: 0, threshold: 0, waitingOrders: 1 }),
  )
}
