/**
 * Fails when src/payload-generated-schema.ts (the typed Drizzle tables the queries in src/server/db/queries use) no
 * longer matches payload.config.ts: it regenerates the schema into a temporary file and compares.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../payload.config'

const committed = path.resolve(process.cwd(), 'src/payload-generated-schema.ts')
const dir = mkdtempSync(path.join(os.tmpdir(), 'db-schema-'))
const fresh = path.join(dir, 'payload-generated-schema.ts')
try {
  // As `payload generate:db-schema` does: the adapter builds its tables from the config without connecting.
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  if (typeof payload.db.generateSchema !== 'function') throw new Error(`${payload.db.packageName} cannot generate a schema`)
  await payload.db.generateSchema({ outputFile: fresh, log: false })
  let current = ''
  try {
    current = readFileSync(committed, 'utf8')
  } catch {
    // Missing counts as out of sync (reported below).
  }
  if (current !== readFileSync(fresh, 'utf8')) {
    console.error(
      'src/payload-generated-schema.ts is out of sync with payload.config.ts (a collection or field changed).\n' +
        'Run `npm run generate:db-schema` and commit the result; then `npm run typecheck` shows the queries the change breaks.',
    )
    process.exitCode = 1
  } else console.log('src/payload-generated-schema.ts is in sync with payload.config.ts')
  await payload.destroy()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
process.exit(process.exitCode ?? 0)
