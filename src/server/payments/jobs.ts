/**
 * Periodic order housekeeping as Payload jobs on the `maintenance` queue: Payload's scheduler queues the
 * task every minute (at most one queued or running at a time), and whoever runs that queue — the web
 * process's own job loop in development (src/server/inlineRunner.ts), the worker under `npm start` — runs it.
 */
import 'server-only'

import type { Payload, TaskConfig } from 'payload'

import { cancelUnpaidOrders } from '@/server/orders/cancel'

import { reconcilePayments, settleBeforeCancel } from './checkout'
import { resumePendingRefunds } from './refund'
import { resumeStaleRefunds } from './reversal'

export const MAINTENANCE_QUEUE = 'maintenance'

export const cancelUnpaidOrdersTask: TaskConfig<{ input: Record<string, never>; output: { cancelled: number } }> = {
  slug: 'cancelUnpaidOrders',
  label: 'Cancel unpaid orders',
  retries: 0, // the next minute's run is the retry
  schedule: [{ cron: '* * * * *', queue: MAINTENANCE_QUEUE }],
  inputSchema: [],
  outputSchema: [{ name: 'cancelled', type: 'number', required: true }],
  // The same minute settles payments TapPay had not told us about (before any order is cancelled), resumes refunds of
  // charges a stopped process left half-way (src/server/payments/reversal.ts) and order refunds TapPay did not confirm.
  handler: async ({ req }) => {
    await reconcilePayments(req.payload)
    const cancelled = await cancelOverdueOrders(req.payload)
    await resumeStaleRefunds(req.payload)
    await resumePendingRefunds(req.payload)
    return { output: { cancelled } }
  },
}

/** Cancels the orders unpaid for longer than site settings → order rules allow — TapPay asked first about their attempts. */
export async function cancelOverdueOrders(payload: Payload): Promise<number> {
  const minutes = await unpaidCancelAfterMinutes(payload)
  const unsure = await settleBeforeCancel(payload, minutes)
  return cancelUnpaidOrders(payload, minutes, { skipOrderIds: unsure })
}

/** How long an unpaid order may be paid before the job cancels it: site settings → order rules (30 when unset). */
export async function unpaidCancelAfterMinutes(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.orderRules?.unpaidCancelAfterMinutes ?? 30
}
