/**
 * Applying a paid eSIM top-up at the wholesaler (the `applyTopUp` job, queued by the payment's transaction through
 * fulfilPaidOrder). Safe to run again at any point: the wholesaler's transactionId is the top-up's order number, so a
 * retry after a lost reply never adds the data twice. Applied → the order is delivered and mailed. Refused for good (the
 * eSIM ended meanwhile), or still failing after the last retry → the payment is refunded in full: never charged
 * without data.
 */
import 'server-only'

import type { Payload, TaskConfig } from 'payload'
import { z } from 'zod'

import { isLocale } from '@/domain/locale'
import { personName } from '@/domain/person'
import { TOP_UP_ATTEMPTS } from '@/domain/topUp'
import { forgetProfileStates } from '@/server/db/queries/esimCodes'
import { markTopUpApplied, setTopUpProblem, topUpMailFacts } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { orderKey } from '@/server/signing/orderLinks'
import { isEsimError, topUpProfile } from '@/server/esim/esimAccess'
import { profilesOfOrder, refreshProfiles } from '@/server/esim/profiles'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import { errorText } from '@/server/mail/taskParts'
import { applyOrderEvent, lockOrderStatus } from '@/server/orders/status'
import { refundOrder } from '@/server/payments/refund'

import { topUpOfOrder } from './topUp'

export type ApplyTopUpOutcome = 'applied' | 'refunded' | 'notPaid' | 'notTopUp'

/** Retries after the first try, from 30 s doubling (about 16 minutes in all); then the refund. */
export const TOP_UP_RETRIES = { attempts: TOP_UP_ATTEMPTS - 1, backoff: { type: 'exponential' as const, delay: 30_000 } }

async function recordProblem(payload: Payload, orderId: number, problem: string) {
  await setTopUpProblem(await sqlHandle(payload), orderId, problem.slice(0, 500))
}

/** The top-up could not be applied: its payment goes back in full (the refund mail tells the traveller). */
async function refundTopUp(payload: Payload, orderId: number, problem: string): Promise<ApplyTopUpOutcome> {
  await recordProblem(payload, orderId, problem)
  const status = await inTransaction(payload, ({ req }) => lockOrderStatus(payload, req, orderId))
  if (status !== 'paid') return 'notPaid'
  await refundOrder(payload, { orderId, feeTwd: 0, actor: 'system', goods: 'any' })
  logger.warn({ orderId, problem }, 'eSIM top-up could not be applied: refunded')
  return 'refunded'
}

/**
 * Applies the top-up order `orderId` at the wholesaler. `lastTry`: a wholesaler that cannot be asked now refunds it
 * instead of throwing for a retry.
 */
export async function applyTopUp(payload: Payload, orderId: number, { lastTry = false }: { lastTry?: boolean } = {}): Promise<ApplyTopUpOutcome> {
  const topUp = await topUpOfOrder(payload, orderId)
  if (!topUp) return 'notTopUp'
  if (topUp.status !== 'paid') return 'notPaid'
  const profile = (await profilesOfOrder(payload, topUp.parentId)).find((p) => !p.revoked && p.source === 'esimAccess' && p.ref)
  if (!profile?.ref) return refundTopUp(payload, orderId, 'the eSIM has no live wholesaler profile')
  let outcome: Awaited<ReturnType<typeof topUpProfile>>
  try {
    outcome = await topUpProfile({ ref: profile.ref, packageCode: topUp.packageCode, transactionId: topUp.orderNumber })
  } catch (error) {
    if (!isEsimError(error, 'unavailable')) throw error
    if (lastTry) return refundTopUp(payload, orderId, errorText(error))
    await recordProblem(payload, orderId, errorText(error))
    throw error
  }
  if (outcome.kind === 'refused') return refundTopUp(payload, orderId, `the wholesaler refused the top-up: ${outcome.refusal.code} ${outcome.refusal.message}`)
  const after = await inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, orderId)
    if (status !== 'paid') return status
    const db = await sqlHandle(payload, req)
    await markTopUpApplied(db, orderId)
    await applyOrderEvent(payload, req, { orderId, event: 'deliver', actor: 'provider', note: `top-up ${topUp.packageCode}` })
    // Committed with the mail: a page opened from it asks the wholesaler, not the state stored before the top-up.
    await forgetProfileStates(db, topUp.parentId)
    const row = await topUpMailFacts(db, orderId)
    if (!row) throw new Error(`top-up order ${orderId} has no eSIM order`)
    const name = personName(row.locale, row.surname, row.givenName)
    await enqueueMail(
      payload,
      {
        kind: 'topUpApplied',
        to: row.email,
        locale: isLocale(row.locale) ? row.locale : 'zh-TW',
        data: {
          orderNumber: row.orderNumber,
          esimOrderNumber: row.esimOrderNumber,
          esimOrderKey: orderKey(row.esimOrderNumber),
          ...(name ? { name } : {}),
          itemName: row.itemName,
          planLabel: row.planLabel ?? topUp.packageCode,
          amountTwd: Number(row.totalTwd),
        },
      },
      req,
    )
    return 'justApplied' as const
  })
  // Another run of the same job applied it first (the wholesaler answered this one as a repeat): nothing more to do.
  if (after === 'delivered' || after === 'redeemed') return 'applied'
  if (after !== 'justApplied') {
    // Refunded while the wholesaler was adding the data: the data stays (it cannot be taken off a profile); staff see it.
    logger.error({ orderId, order: topUp.orderNumber, status: after }, 'eSIM top-up applied at the wholesaler after its order left paid')
    return 'notPaid'
  }
  // The eSIM's page shows the added data at once, not after the state cache's minute.
  await refreshProfiles(payload, topUp.parentId, { fresh: true }).catch((error: unknown) => logger.warn({ error: String(error) }, 'eSIM state not refreshed after a top-up'))
  logger.info({ order: topUp.orderNumber, package: topUp.packageCode }, 'eSIM top-up applied')
  return 'applied'
}

type JobMeta = { totalTried?: number | null }
const input = z.object({ orderId: z.number().int().positive() })

export const applyTopUpTask: TaskConfig<{ input: { orderId: number }; output: { status: string } }> = {
  slug: 'applyTopUp',
  label: 'Apply eSIM top-up (wholesaler)',
  retries: TOP_UP_RETRIES,
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  handler: async ({ input: raw, job, req }) => {
    const parsed = input.safeParse(raw)
    if (!parsed.success) return { output: { status: 'invalidInput' } }
    const tried = (job as JobMeta).totalTried ?? 0
    try {
      const status = await applyTopUp(req.payload, parsed.data.orderId, { lastTry: tried >= TOP_UP_RETRIES.attempts })
      return { output: { status } }
    } catch (error) {
      logger.warn({ orderId: parsed.data.orderId, attempt: tried + 1, error: errorText(error) }, 'eSIM top-up failed, will retry')
      throw error instanceof Error ? error : new Error(errorText(error))
    }
  },
}
