import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { normaliseEmail } from '@/domain/verification'
import { databaseUrl } from '@/server/env'
import { watchPool } from '@/server/db/poolErrors'
import { advisoryXactLock } from '@/server/db/queries/expressions'
import { sqlHandle } from '@/server/db/transaction'

/**
 * One account's logins, token refreshes and logouts, one at a time across every app process.
 *
 * Payload keeps an account's sessions as one list in its row: a login, a refresh or a logout reads the
 * list, changes it and writes it back whole. Two at once for one account (colleagues sharing the counter
 * account, the admin panel's refresh while another tab logs in, a traveller's phone and laptop) each
 * write their own version, and the session of the other is lost: a token just handed out answers 403.
 * Worse, a password change or reset that ends the other sessions could have them written back by a login
 * running at the same moment. Every path that rewrites a member's sessions runs under this lock.
 *
 * The lock is a PostgreSQL advisory lock held on a connection of a small pool of its own, never one of
 * Payload's: the work inside needs Payload's connections, and waiters holding those would starve it.
 * Waiters of one account in this process queue here first, so a busy account takes one connection.
 */
const POOL = Symbol.for('shop.accountLock.pool')
const QUEUES = Symbol.for('shop.accountLock.queues')
const HELD = Symbol.for('shop.accountLock.held')
const globalStore = globalThis as unknown as Record<symbol, unknown>

function pool(): pg.Pool {
  let lockPool = globalStore[POOL] as pg.Pool | undefined
  if (!lockPool) {
    lockPool = new pg.Pool({ connectionString: databaseUrl(), max: 4, idleTimeoutMillis: 10_000, allowExitOnIdle: true })
    watchPool(lockPool as never)
    globalStore[POOL] = lockPool
  }
  return lockPool
}

/**
 * The account keys the current async context holds (a Payload update inside withAccountLock must not wait for its own
 * lock). One per process, as the queues: Payload's hooks and a route loaded again (a dev server's reload, a test that
 * resets its module registry) must ask the same store, or the update would wait for the lock its own request holds.
 */
const held = (globalStore[HELD] ??= new AsyncLocalStorage<ReadonlySet<string>>()) as AsyncLocalStorage<ReadonlySet<string>>

/** Per account key, the settled-never-rejecting end of this process's queue of waiters. */
const queues = (globalStore[QUEUES] ??= new Map<string, Promise<unknown>>()) as Map<string, Promise<unknown>>

/** A member's lock, by id: every path that changes a member's sessions knows it (the login looks the e-mail up first). */
export const memberLockKey = (id: number) => `session:members:${id}`

/** A staff account's lock, by e-mail: their login is Payload's own route, which knows only the e-mail. */
export const staffLockKey = (email: string) => `session:staff:${normaliseEmail(email)}`

async function underAdvisoryLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const client = await pool().connect()
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key])
  } catch (error) {
    client.release(error as Error)
    throw error
  }
  try {
    return await fn()
  } finally {
    // A connection that cannot unlock is dropped, and PostgreSQL ends its locks with it.
    await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).then(
      () => client.release(),
      (error: Error) => client.release(error),
    )
  }
}

/** Runs `fn` while no other login, refresh, logout or password change of the account `key` (memberLockKey, staffLockKey) runs anywhere. */
export function withAccountLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const run = before.then(() => underAdvisoryLock(key, () => held.run(new Set([...(held.getStore() ?? []), key]), fn)))
  const settled = run.catch(() => undefined)
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}

/** withAccountLock over several accounts (one phone number may have several), taken in one order so two callers never deadlock. */
export function withAccountLocks<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
  const [first, ...rest] = [...new Set(keys)].sort()
  return first === undefined ? fn() : withAccountLock(first, () => withAccountLocks(rest, fn))
}

/**
 * Takes the locks of `keys` inside `req`'s transaction until it ends, unless this context already holds them: for
 * Payload's own update of an account (an admin setting a staff password, support editing a member), which reads the
 * account's sessions, ends them on a password change and writes the list back whole. A login of that account
 * (withAccountLock) waits for the transaction, and the update waits for a login in progress: advisory locks taken
 * per session and per transaction on one key exclude each other. Outside a transaction nothing is taken (a
 * transaction lock would end with its statement). Sorted, so two callers never deadlock.
 */
export async function lockAccountsInTransaction(payload: Payload, req: Partial<PayloadRequest>, keys: string[]): Promise<void> {
  if (!req.transactionID) return
  const mine = held.getStore()
  const wanted = [...new Set(keys)].filter((key) => !mine?.has(key)).sort()
  if (!wanted.length) return
  const tx = await sqlHandle(payload, req)
  for (const key of wanted) await tx.execute(advisoryXactLock(key))
}
