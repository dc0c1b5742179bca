/**
 * Runs in the test worker before each int test file: points the app at the run's database before
 * payload.config.ts (which reads DATABASE_URL when imported) is loaded by a test.
 *
 * The int files share one process (isolate: false), so what a file sets in process.env (a sandbox's address, a
 * notify secret, MESSAGING_RUNNER) is put back when the file ends: no file runs under another file's settings.
 */
import { afterAll, inject } from 'vitest'

// Each test worker has its own copy of the seeded database (tests/setup/int-global.ts).
process.env.DATABASE_URL = inject('databaseUrls')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]
process.env.PAYLOAD_SECRET = inject('payloadSecret')

const before = { ...process.env }
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name]
  for (const [name, value] of Object.entries(before)) if (process.env[name] !== value) process.env[name] = value
})
