/**
 * Issue 36, item 11: the embedded PostgreSQL's superuser password is random, one per data folder, kept beside it;
 * a folder made with the old fixed password `postgres` keeps working and gets its own password at its next start,
 * once. Each test runs clusters of its own (a temporary folder, a free port), never the int run's.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedCluster } from '@/server/db/embedded'
import { embeddedPassword, embeddedPasswordFile } from '@/server/db/embeddedPassword'

const root = path.resolve(__dirname, '../..')
const folder = mkdtempSync(path.join(tmpdir(), 'shop-pg-password-'))
const started: EmbeddedCluster[] = []
afterAll(async () => {
  for (const cluster of started) await cluster.stop().catch(() => undefined)
  rmSync(folder, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

async function start(dataDir: string, port: number) {
  const cluster = await startEmbeddedPostgres({ rootDir: root, dataDir, port })
  started.push(cluster)
  return cluster
}

/** Runs `sql` as the superuser with `password`; the error code (28P01: wrong password) when refused. */
async function asSuperuser(port: number, password: string, sql = 'select 1 as one'): Promise<{ rows: unknown[] } | { code: string }> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
  try {
    await client.connect()
    return { rows: (await client.query(sql)).rows }
  } catch (error) {
    return { code: String((error as { code?: string }).code) }
  } finally {
    await client.end().catch(() => undefined)
  }
}

describe('the embedded PostgreSQL superuser password', () => {
  it('is made for a new data folder, kept beside it (0600), and the only one it takes', async () => {
    const dataDir = path.join(folder, 'fresh')
    const port = await freePort()
    const cluster = await start(dataDir, port)
    const password = embeddedPassword(dataDir)!
    expect(password).toMatch(/^[0-9a-f]{48}$/)
    expect(statSync(embeddedPasswordFile(dataDir)).mode & 0o777).toBe(0o600)
    expect(cluster.urlFor('shop')).toBe(`postgres://postgres:${password}@127.0.0.1:${port}/shop`)
    expect(await asSuperuser(port, password)).toEqual({ rows: [{ one: 1 }] })
    expect(await asSuperuser(port, 'postgres')).toEqual({ code: '28P01' })
    // Another start on the running cluster (a second `npm run dev`, a test run) reads the same password.
    expect((await start(dataDir, port)).urlFor('shop')).toBe(cluster.urlFor('shop'))
    await cluster.stop()
  })

  it('a folder made with the old password keeps its data and gets its own password at its next start, once', async () => {
    const dataDir = path.join(folder, 'legacy')
    const port = await freePort()
    // A folder as the old code left it: superuser password `postgres`, no password file, some data.
    const first = await start(dataDir, port)
    const made = embeddedPassword(dataDir)!
    await asSuperuser(port, made, `create table kept (note text); insert into kept values ('still here'); alter user postgres password 'postgres'`)
    await first.stop()
    rmSync(embeddedPasswordFile(dataDir))

    const again = await start(dataDir, port)
    const password = embeddedPassword(dataDir)!
    expect(password).not.toBe(made)
    expect(password).not.toBe('postgres')
    expect(await asSuperuser(port, 'postgres')).toEqual({ code: '28P01' })
    expect(await asSuperuser(port, password, 'select note from kept')).toEqual({ rows: [{ note: 'still here' }] })
    await again.stop()

    // And keeps it from then on.
    const third = await start(dataDir, port)
    expect(embeddedPassword(dataDir)).toBe(password)
    expect(await asSuperuser(port, password)).toEqual({ rows: [{ one: 1 }] })
    await third.stop()
  })

  it('a cluster still running with the old password is given its own when it is reused', async () => {
    const dataDir = path.join(folder, 'running')
    const port = await freePort()
    const owner = await start(dataDir, port)
    await asSuperuser(port, embeddedPassword(dataDir)!, `alter user postgres password 'postgres'`)
    rmSync(embeddedPasswordFile(dataDir))
    const reuser = await start(dataDir, port)
    const password = embeddedPassword(dataDir)!
    expect(reuser.urlFor('x')).toContain(password)
    expect(await asSuperuser(port, 'postgres')).toEqual({ code: '28P01' })
    expect(await asSuperuser(port, password)).toEqual({ rows: [{ one: 1 }] })
    await owner.stop()
  })
})
