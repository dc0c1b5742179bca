/**
 * Where the web process runs its own jobs (MESSAGING_RUNNER=inline: `npm run dev`, the e2e server), it runs the
 * worker's loop (src/server/worker.ts) in-process, started with the server's Payload (`jobs.autoRun` in
 * payload.config.ts is called only where Payload starts its crons: a server, never a script or a test file).
 *
 * Not Payload's autoRun crons: those looked once a minute, so a job queued by another process (a script, another
 * app process, a test fixture) waited up to a minute — longer once a run outlasted the minute, since a cron skips
 * while its previous run is under way — and they took jobs their own way, so two processes could run one job twice.
 * The loop claims as every worker does (one statement, FOR UPDATE SKIP LOCKED), looks every second when idle,
 * releases jobs left running by a process that died, and queues the periodic jobs under the workers' lock.
 * Jobs this process queues itself still go out at once (the drain of ../mail/queue.ts).
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/server/logger'
import { messagingInWorker } from '@/server/mail/queue'
import { runWorker } from '@/server/worker'

import { claimInlineRunner, releaseInlineRunner } from '@/server/jobs/inlineStop'

/** How often the idle loop looks for due jobs. */
const IDLE_MS = 1_000

/** Starts the in-process job loop once per process, unless separate workers run the jobs; returns no crons for Payload. */
export function startInlineRunner(payload: Payload): [] {
  // Test files run their jobs themselves (the drain, runByID) and check the tries: a loop beside them would race them.
  if (messagingInWorker() || process.env.NODE_ENV === 'test') return []
  const controller = new AbortController()
  if (!claimInlineRunner(controller)) return []
  void runWorker(payload, { idleMs: IDLE_MS, signal: controller.signal })
    .catch((err: unknown) => logger.error({ err }, 'the in-process job runner stopped'))
    .finally(() => releaseInlineRunner(controller))
  return []
}
