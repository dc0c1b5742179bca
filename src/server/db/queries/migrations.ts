/** Reads of `payload_migrations` (Payload's migrate writes it): what readiness compares with the build's migrations. */
import 'server-only'

import { payload_migrations } from '@/payload-generated-schema'

import type { Db } from '../transaction'

/** The names of the migrations applied to this database. */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: payload_migrations.name }).from(payload_migrations)
  return rows.map((row) => String(row.name))
}
