/**
 * Global setup of the `int` project: a FRESH database per run (shop_int_<timestamp>_<pid>), migrated and
 * seeded by the same script production uses (scripts/payload-task.ts), then copied once per further test
 * worker (`create database … template`, well under a second): each worker has a database of its own, so files in
 * different workers never see each other's orders, jobs or notifications. The URLs reach the workers through
 * vitest's provide/inject (tests/setup/int-env.ts picks its own by VITEST_POOL_ID). Teardown drops those databases
 * only, and stops the embedded PostgreSQL only when this run started it (a running cluster, e.g. a developer's
 * `npm run dev`, is reused).
 *
 * DATABASE_URL set: the fresh database is created on that server instead (the role needs CREATEDB).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/server/db/embedded'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per test worker: the worker with VITEST_POOL_ID n uses the n-th. */
    databaseUrls: string[]
    payloadSecret: string
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const log = (line: string) => console.log(`[int] ${line}`)

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`)
  return `"${name}"`
}

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Node exit code 13 ("unsettled top-level await"): now and then, on a loaded machine, the tsx child exits
 * with it before running anything (no output), its module loading left pending. Both tasks are
 * idempotent, so such a start is tried again (at most twice), and said so; any other failure is final.
 */
const UNSETTLED_START = 13

function runPayloadTask(task: 'migrate' | 'seed', databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    NODE_ENV: 'test',
    // `server-only` resolves to its empty module in plain Node (see tsconfig.scripts.json).
    TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json'),
  }
  delete env.PAYLOAD_DB_PUSH
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/payload-task.ts', task], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

async function payloadTask(task: 'migrate' | 'seed', databaseUrl: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { code, output } = await runPayloadTask(task, databaseUrl)
    if (code === 0) return
    if (code === UNSETTLED_START && attempt < 3) {
      log(`payload-task ${task} exited with 13 before doing anything; starting it again`)
      continue
    }
    throw new Error(`payload-task ${task} exited with ${code}:\n${output}`)
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  // One random secret for the run: the seed, the test workers and the servers they start must agree.
  process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')
  const database = `shop_int_${started}_${process.pid}`
  let cluster: EmbeddedCluster | undefined
  let adminUrl: string

  const external = process.env.DATABASE_URL
  if (external) {
    adminUrl = external
    await onServer(adminUrl, `create database ${quoteIdent(database)}`)
    log(`using the server of DATABASE_URL, database ${database}`)
  } else {
    cluster = await startEmbeddedPostgres({ rootDir: root, log })
    await cluster.ensureDatabase(database, { fresh: true })
    adminUrl = cluster.urlFor('postgres')
    log(`database ${database} on 127.0.0.1:${cluster.port}`)
  }
  const urlOf = (name: string) => {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  const databaseUrl = urlOf(database)
  // The first worker's database is the seeded one; the others are made from it once it is seeded.
  const databases = [database]

  const teardown = async () => {
    for (const name of databases)
      await onServer(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`).catch((error: unknown) => log(`could not drop ${name}: ${String(error)}`))
    await cluster?.stop().catch((error: unknown) => log(`could not stop PostgreSQL: ${String(error)}`))
  }

  try {
    await payloadTask('migrate', databaseUrl)
    await payloadTask('seed', databaseUrl)
    for (let worker = 2; worker <= project.config.maxWorkers; worker++) {
      const copy = `${database}_w${worker}`
      databases.push(copy)
      await onServer(adminUrl, `create database ${quoteIdent(copy)} template ${quoteIdent(database)}`)
    }
  } catch (error) {
    await teardown()
    throw error
  }
  log(`migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${databases.length} database${databases.length > 1 ? 's' : ''}, one per worker)`)

  process.env.DATABASE_URL = databaseUrl
  project.provide('databaseUrls', databases.map(urlOf))
  project.provide('payloadSecret', process.env.PAYLOAD_SECRET)
  return teardown
}
