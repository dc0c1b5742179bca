/**
 * Periodic order housekeeping as Payload jobs on the `maintenance` queue: Payload's scheduler queues the
 * task every minute (at most one queued or running at a time), and whoever runs that queue — the web
 * process's autoRun in development, the worker under `npm start` — runs it.
 */
import type { JobsConfig, TaskConfig } from 'payload'

import { cancelUnpaidOrders } from './cancel'

export const MAINTENANCE_QUEUE = 'maintenance'

export const cancelUnpaidOrdersTask: TaskConfig<{ input: Record<string, never>; output: { cancelled: number } }> = {
  slug: 'cancelUnpaidOrders',
  label: 'Cancel unpaid orders',
  retries: 0, // the next minute's run is the retry
  schedule: [{ cron: '* * * * *', queue: MAINTENANCE_QUEUE }],
  inputSchema: [],
  outputSchema: [{ name: 'cancelled', type: 'number', required: true }],
  handler: async ({ req }) => {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const minutes = settings.orderRules?.unpaidCancelAfterMinutes ?? 30
    return { output: { cancelled: await cancelUnpaidOrders(req.payload, minutes) } }
  },
}

type AutorunCron = Extract<NonNullable<JobsConfig['autoRun']>, readonly unknown[]>[number]

/** Runs (and schedules) the maintenance queue every minute where autoRun is on. */
export const maintenanceAutoRun: AutorunCron = { cron: '* * * * *', queue: MAINTENANCE_QUEUE, limit: 5, silent: true }
