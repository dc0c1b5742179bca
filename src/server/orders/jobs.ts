/**
 * Periodic order housekeeping as Payload jobs on the `maintenance` queue: Payload's scheduler queues the
 * task every minute (at most one queued or running at a time), and whoever runs that queue — the web
 * process's autoRun in development, the worker under `npm start` — runs it.
 */
import 'server-only'

import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { resumeStaleRefunds } from '@/server/payments/reversal'

import { cancelUnpaidOrders } from './cancel'

export const MAINTENANCE_QUEUE = 'maintenance'

export const cancelUnpaidOrdersTask: TaskConfig<{ input: Record<string, never>; output: { cancelled: number } }> = {
  slug: 'cancelUnpaidOrders',
  label: 'Cancel unpaid orders',
  retries: 0, // the next minute's run is the retry
  schedule: [{ cron: '* * * * *', queue: MAINTENANCE_QUEUE }],
  inputSchema: [],
  outputSchema: [{ name: 'cancelled', type: 'number', required: true }],
  // The same minute also resumes charge refunds a stopped process left half-way (src/server/payments/reversal.ts).
  handler: async ({ req }) => {
    const cancelled = await cancelOverdueOrders(req.payload)
    await resumeStaleRefunds(req.payload)
    return { output: { cancelled } }
  },
}

/** Cancels the orders unpaid for longer than site settings → order rules allow. */
export async function cancelOverdueOrders(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return cancelUnpaidOrders(payload, settings.orderRules?.unpaidCancelAfterMinutes ?? 30)
}

type AutorunCron = Extract<NonNullable<JobsConfig['autoRun']>, readonly unknown[]>[number]

/** Runs (and schedules) the maintenance queue every minute where autoRun is on. */
export const maintenanceAutoRun: AutorunCron = { cron: '* * * * *', queue: MAINTENANCE_QUEUE, limit: 5, silent: true }
