/** Runs one Payload task in its own process: migrate | migrate:create [name] | seed | worker. */
import { closeSync, openSync, utimesSync } from 'node:fs'

import { getPayload } from 'payload'

import config from '../payload.config'
import { runWorker } from '../src/server/worker'
import { backfillMissingLocales } from '../src/cms/missingLocalesBackfill'
import { watchPoolErrors } from '../src/server/db/poolErrors'
import { lowerProcessPriority } from '../src/server/cpuPriority'
import { seed } from '../dev/seed'
import { migrations } from '../src/migrations'

const [task, name] = process.argv.slice(2)

/** The worker's CPU niceness: WORKER_NICE from 0 (as the web server) to 19 (only idle CPU); default 10. */
function workerNice(value: string | undefined): number {
  const nice = Number(value)
  return value?.trim() && Number.isInteger(nice) && nice >= 0 && nice <= 19 ? nice : 10
}

/** How long a stopping worker may take to finish its batch and close its connections before it just exits. */
const WORKER_STOP_GRACE_MS = 5_000

/**
 * WORKER_HEARTBEAT_FILE: the worker touches this file every few seconds while its loop runs; the container's
 * healthcheck (docker-compose.yml) calls a worker whose file is older than a minute unhealthy.
 */
function heartbeatTo(file: string | undefined): (() => void) | undefined {
  if (!file) return undefined
  let last = 0
  return () => {
    const now = Date.now()
    if (now - last < 5_000) return
    last = now
    try {
      closeSync(openSync(file, 'a'))
      utimesSync(file, now / 1000, now / 1000)
    } catch (error) {
      console.error(`[worker] cannot touch WORKER_HEARTBEAT_FILE ${file}: ${String(error)}`)
    }
  }
}

async function backfill(payload: Awaited<ReturnType<typeof getPayload>>) {
  for (const { collection, updated } of await backfillMissingLocales(payload))
    if (updated) console.log(`[migrate] missingLocales computed for ${updated} ${collection} documents saved before it existed`)
}

async function main() {
  const push = process.env.PAYLOAD_DB_PUSH === 'true'
  const payload = await getPayload({ config, disableOnInit: true })
  // onInit is off here: the worker too must outlive a PostgreSQL restart (an idle connection cut is no crash).
  watchPoolErrors(payload)
  try {
    switch (task) {
      case 'migrate':
        // The committed migrations as imported here, not read from migrationDir at run time: the bundled task
        // (scripts/server-bundle.ts) runs on plain Node, which cannot import the .ts files there. (Payload types their
        // up/down as taking `unknown`; these take its MigrateUpArgs, which is what it passes.)
        if (!push) await payload.db.migrate({ migrations: migrations as never })
        // Data steps after the schema: documents saved before `missingLocales` existed get theirs (idempotent).
        if (process.env.SHOP_MIGRATE_SCHEMA_ONLY !== 'true') await backfill(payload)
        break
      case 'migrate:create':
        await payload.db.createMigration({
          migrationName: name || 'schema',
          payload,
          forceAcceptWarning: true,
          skipEmpty: true,
        })
        break
      case 'seed':
        await seed(payload, { log: (line) => console.log(`[seed] ${line}`) })
        // `npm run dev` seeds without the migrate task (its schema is pushed): the same data step.
        await backfill(payload)
        break
      case 'worker':
        // Sending mail and SMS can wait a moment; serving a request cannot: on a shared machine the
        // web server gets the CPU first (WORKER_NICE, default 10; 0 on a machine of the worker's own), its
        // garbage collector's threads too.
        lowerProcessPriority(workerNice(process.env.WORKER_NICE))
        console.log('[worker] sending queued mail and SMS, running the periodic jobs')
        {
          // SIGINT/SIGTERM: the jobs under way finish, claimed ones not started go back to the queue, the
          // connections close, the process exits 0.
          const stop = new AbortController()
          for (const signal of ['SIGINT', 'SIGTERM'] as const) {
            process.once(signal, () => {
              console.log(`[worker] ${signal}: finishing the current batch, then stopping`)
              stop.abort()
              setTimeout(() => process.exit(0), WORKER_STOP_GRACE_MS).unref()
            })
          }
          await runWorker(payload, { signal: stop.signal, heartbeat: heartbeatTo(process.env.WORKER_HEARTBEAT_FILE) })
        }
        break
      default:
        throw new Error(`unknown task ${task}`)
    }
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
