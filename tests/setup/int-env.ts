/**
 * Runs in the test worker before each int test file: points the app at the run's database before
 * payload.config.ts (which reads DATABASE_URL when imported) is loaded by a test.
 */
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('payloadSecret')
