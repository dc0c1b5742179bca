/**
 * A database connection the pool keeps does not keep the request that opened it (issue 39 item 4). A socket keeps the
 * async context it was opened in; before, each of Payload's kept connections held every store of the request that
 * happened to open it — Next's hold the request — and with an upload's, its whole body (a 20 MB image stayed after
 * the upload was answered, found in a heap snapshot of the production server).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { PooledClient } from '@/server/db/pooledClient'

import { payload, waitFor } from './helpers'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** Whether an object is collected: its finalizer has run (a WeakRef's deref would keep it for the rest of the job). */
type Watched = { gone: boolean }
const finalized = new FinalizationRegistry<Watched>((watched) => (watched.gone = true))

/** Full collections until the object is gone, at most ten (its finalizer runs in a later turn of the loop). */
async function collected(watched: Watched): Promise<boolean> {
  for (let i = 0; i < 10 && !watched.gone; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return watched.gone
}

/** A request's store, with a body as big as an upload's, that asks `pool` for a connection; whether it is gone afterwards. */
async function requestOpeningAConnection(pool: pg.Pool, requests: AsyncLocalStorage<{ body: Buffer }>): Promise<Watched> {
  const store = { body: Buffer.alloc(20 * 1024 * 1024, 1) }
  await requests.run(store, async () => {
    const { rows } = await pool.query<{ one: number }>('select 1 as one')
    expect(rows[0]?.one).toBe(1)
    // The query's answer arrives in the request's context still (what the request's own code reads there).
    expect(requests.getStore()).toBe(store)
  })
  const watched = { gone: false }
  finalized.register(store, watched)
  return watched
}

/** A request that holds two connections at once (the pool opens its second) and releases both, as a transaction does. */
async function requestReleasingTwoConnections(pool: pg.Pool, requests: AsyncLocalStorage<{ body: Buffer }>): Promise<Watched> {
  const store = { body: Buffer.alloc(20 * 1024 * 1024, 1) }
  await requests.run(store, async () => {
    const clients = await Promise.all([pool.connect(), pool.connect()])
    for (const client of clients) {
      expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1)
      client.release()
    }
  })
  const watched = { gone: false }
  finalized.register(store, watched)
  return watched
}

const pools: pg.Pool[] = []
afterAll(() => Promise.all(pools.map((pool) => pool.end())))

/** A pool that keeps its one connection open (as Payload's keeps DATABASE_POOL_MIN of them). */
function keepingPool(Client?: typeof pg.Client) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, idleTimeoutMillis: 0, ...(Client ? { Client } : {}) })
  pools.push(pool)
  return pool
}

describe('memory: the pool does not keep requests', () => {
  it("a connection opened during a request does not keep that request's store (and body) once it is answered", async () => {
    const requests = new AsyncLocalStorage<{ body: Buffer }>()
    // node-postgres' own client, as before: the kept connection's socket holds the request, body and all.
    const plain = keepingPool()
    const keptByPlain = await requestOpeningAConnection(plain, requests)
    expect(await collected(keptByPlain)).toBe(false)
    expect(plain.idleCount).toBe(1)

    // The shop's: the same connection kept idle in the pool, the request gone.
    const pool = keepingPool(PooledClient)
    const kept = await requestOpeningAConnection(pool, requests)
    expect(pool.idleCount).toBe(1)
    expect(await collected(kept)).toBe(true)
    // The kept connection still serves the next request, in that request's context.
    await requests.run({ body: Buffer.alloc(0) }, async () => {
      expect((await pool.query<{ two: number }>('select 2 as two')).rows[0]?.two).toBe(2)
      expect(requests.getStore()?.body.length).toBe(0)
    })
  })

  it('a connection kept after its idle timer fired does not keep the request that released it', async () => {
    // pg-pool gives a connection released while the pool is above `min` an idle timer, set in the context of whoever
    // releases it: a transaction's code (Drizzle's, Payload's) does, in its request. When the timer fires with the pool
    // at `min`, the connection stays idle, and the pool's list of idle connections keeps the fired timer with its
    // context: the request, until the connection is next used. Payload's pool keeps DATABASE_POOL_MIN connections.
    const requests = new AsyncLocalStorage<{ body: Buffer }>()
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, min: 1, idleTimeoutMillis: 50, Client: PooledClient })
    pools.push(pool)
    const watched = await requestReleasingTwoConnections(pool, requests)
    // Both timers fire 50 ms after the release: the first closes its connection, the second finds the pool at `min`.
    await waitFor(() => pool.totalCount === 1, 'the pool back at min')
    expect(pool.idleCount).toBe(1)
    // Before, the request (and its 20 MB) stayed for as long as that connection stayed idle.
    await waitFor(() => collected(watched), 'the request collected once both idle timers fired', 5_000)
    // The connection kept still serves a query.
    expect((await pool.query<{ three: number }>('select 3 as three')).rows[0]?.three).toBe(3)
  })

  it("Payload's pool opens its connections this way", async () => {
    const db = (await payload()).db as unknown as { pool: { Client: unknown } }
    // By name and lineage: this file's module instance of PooledClient need not be the one the shared Payload loaded.
    const Client = db.pool.Client as typeof PooledClient
    expect(Client.name).toBe(PooledClient.name)
    expect(Object.getPrototypeOf(Client)).toBe(pg.Client)
  })
})
