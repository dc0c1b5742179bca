/** Runs one Payload task in its own process: migrate | migrate:create [name] | seed | worker. */
import os from 'node:os'

import { getPayload } from 'payload'

import config from '../payload.config'
import { runWorker } from '../src/server/worker'
import { backfillMissingLocales } from '../src/server/content/missingLocalesBackfill'
import { seed } from '../src/server/seed'

const [task, name] = process.argv.slice(2)

async function backfill(payload: Awaited<ReturnType<typeof getPayload>>) {
  for (const { collection, updated } of await backfillMissingLocales(payload))
    if (updated) console.log(`[migrate] missingLocales computed for ${updated} ${collection} documents saved before it existed`)
}

async function main() {
  const push = process.env.PAYLOAD_DB_PUSH === 'true'
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    switch (task) {
      case 'migrate':
        if (!push) await payload.db.migrate()
        // Data steps after the schema: documents saved before `missingLocales` existed get theirs (idempotent).
        await backfill(payload)
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
        // web server gets the CPU first.
        os.setPriority(10)
        console.log('[worker] sending queued mail and SMS, running the periodic jobs')
        await runWorker(payload)
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
