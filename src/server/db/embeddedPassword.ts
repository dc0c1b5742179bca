/**
 * The embedded PostgreSQL's superuser password: random, one per data folder, kept beside it in `<folder>.password`
 * (`.data/postgres.password` by default; mode 0600), as scripts/run.ts keeps the Payload secret in `.data/`. Whatever
 * connects to an embedded cluster reads it here (src/server/db/embedded.ts, and tests that start their own postgres).
 * A folder made before this existed was made with the old fixed password: startEmbeddedPostgres changes it once.
 *
 * No `server-only` marker: plain fs functions, also read by the Playwright tests (which cannot load that marker).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What every embedded cluster was made with until issue 36: still tried once, to change it. */
export const LEGACY_EMBEDDED_PASSWORD = 'postgres'

export const embeddedPasswordFile = (dataDir: string) => `${path.resolve(dataDir)}.password`
/** A password chosen but not yet set in the cluster (a start that stops halfway picks it up again). */
const pendingFile = (dataDir: string) => `${embeddedPasswordFile(dataDir)}.new`

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null)

/** The folder's password, once it has been set in its cluster; null before. */
export const embeddedPassword = (dataDir: string): string | null => read(embeddedPasswordFile(dataDir))

/**
 * The password the folder's cluster is to have: the kept one, else one chosen earlier and not yet confirmed, else a
 * new one (written as chosen, so that a start interrupted after setting it still knows it).
 */
export function intendedEmbeddedPassword(dataDir: string): string {
  const kept = embeddedPassword(dataDir) ?? read(pendingFile(dataDir))
  if (kept) return kept
  const chosen = randomBytes(24).toString('hex')
  writeFileSync(pendingFile(dataDir), chosen, { mode: 0o600 })
  return chosen
}

/** The cluster has the intended password now: it is the folder's from here on. */
export function confirmEmbeddedPassword(dataDir: string): void {
  if (existsSync(pendingFile(dataDir))) renameSync(pendingFile(dataDir), embeddedPasswordFile(dataDir))
}
