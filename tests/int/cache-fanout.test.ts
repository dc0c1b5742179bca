/**
 * The cache fan-out on the run's real PostgreSQL (src/server/cacheFanout): two listeners — standing for two
 * other app processes — hear one save's tags once, when its transaction commits; a save that rolls back
 * tells nobody; a process does not hear its own echo; a listener whose connection PostgreSQL ends comes
 * back by itself, asks for everything to be expired once, and hears the next save.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CACHE_TAGS } from '@/server/cache'
import { startCacheListener, type CacheListener } from '@/server/cacheFanout/listener'
import { encodeMessages, FANOUT_CHANNEL, type FanoutMessage } from '@/server/cacheFanout/message'
import { processOrigin } from '@/server/cacheFanout/publish'
import { inTransaction } from '@/server/db/transaction'

import { payload as getPayload, waitFor } from './helpers'

let payload: Payload
const heard: Record<'a' | 'b' | 'self', FanoutMessage[]> = { a: [], b: [], self: [] }
const listeners: CacheListener[] = []
const quiet = { info: () => undefined, warn: () => undefined }
const warnings: string[] = []

function listen(name: keyof typeof heard, origin: string) {
  const listener = startCacheListener({
    connectionString: process.env.DATABASE_URL!,
    origin,
    onMessage: (message) => void heard[name].push(message),
    log: name === 'a' ? { info: () => undefined, warn: (_fields, message) => void warnings.push(message) } : quiet,
    minDelayMs: 50,
    pingMs: 1_000,
  })
  listeners.push(listener)
  return listener
}

/** The tag lists a listener heard that mention `tag` (other tests' saves are on the same channel). */
const about = (name: keyof typeof heard, tag: string) => heard[name].filter((m) => m.tags.includes(tag))

let markers = 0
/**
 * A NOTIFY of its own, sent now on another connection, once both listeners heard it. PostgreSQL delivers the
 * notifications of a channel in the order their transactions committed: whatever a transaction that committed before
 * this call sent has been heard by then, so "nothing more arrived" is asserted after this event, not after a pause.
 */
async function heardMarker() {
  const tag = `test-marker-${process.pid}-${++markers}`
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    for (const note of encodeMessages('test-marker', [tag])) await client.query('select pg_notify($1, $2)', [FANOUT_CHANNEL, note])
  } finally {
    await client.end()
  }
  await waitFor(async () => about('a', tag).length > 0 && about('b', tag).length > 0, 'both listeners to hear the marker', 5_000)
}

beforeAll(async () => {
  payload = await getPayload()
  await Promise.all([listen('a', 'process-a').ready, listen('b', 'process-b').ready, listen('self', processOrigin()).ready])
})

afterAll(async () => {
  await Promise.all(listeners.map((l) => l.stop()))
})

describe('cache fan-out over LISTEN/NOTIFY', () => {
  it("delivers one save's tags to every other process once, after the commit, and not to the saver itself", async () => {
    // Listening starts with one "expire everything": saves made before it are unknown to the process.
    await waitFor(async () => heard.a.some((m) => m.all) && heard.b.some((m) => m.all), 'the expiry at the start', 5_000)
    for (const name of ['a', 'b'] as const) expect(heard[name].filter((m) => m.all)).toHaveLength(1)
    const news = await payload.create({ collection: 'news', data: { title: 'Fan-out news', _status: 'published' as const, publishedAt: new Date().toISOString() }, overrideAccess: true })
    const tag = CACHE_TAGS.newsItem(news.id)
    await waitFor(async () => about('a', tag).length > 0 && about('b', tag).length > 0, 'both listeners to hear the save', 5_000)
    // Nothing more is on its way for this save: a second NOTIFY of it would have come before the marker.
    await heardMarker()
    for (const name of ['a', 'b'] as const) {
      expect(about(name, tag)).toEqual([{ origin: processOrigin(), tags: [CACHE_TAGS.news, tag], all: false }])
    }
    expect(heard.self.filter((m) => m.tags.includes(tag))).toEqual([])

    // A global's save (site settings: the chat origin of every proxy too).
    const before = heard.a.length
    await payload.updateGlobal({ slug: 'site-settings', data: {}, overrideAccess: true })
    await waitFor(async () => heard.b.slice(before).some((m) => m.tags.includes(CACHE_TAGS.siteSettings)), 'the settings save', 5_000)
    await waitFor(async () => heard.a.slice(before).some((m) => m.tags.includes(CACHE_TAGS.siteSettings)), 'the settings save', 5_000)
  })

  it('tells nobody about a save whose transaction rolls back, and tells them only at the commit otherwise', async () => {
    const news = await payload.create({ collection: 'news', data: { title: 'Rolled back', _status: 'published' as const, publishedAt: new Date().toISOString() }, overrideAccess: true })
    const tag = CACHE_TAGS.newsItem(news.id)
    await waitFor(async () => about('a', tag).length === 1, 'the create', 5_000)

    await expect(
      inTransaction(payload, async ({ req }) => {
        await payload.update({ collection: 'news', id: news.id, data: { title: 'Never saved' }, req, overrideAccess: true })
        throw new Error('the rest of the save failed')
      }),
    ).rejects.toThrow('the rest of the save failed')
    await heardMarker()
    expect(about('a', tag)).toHaveLength(1)
    expect(about('b', tag)).toHaveLength(1)

    await inTransaction(payload, async ({ req }) => {
      await payload.update({ collection: 'news', id: news.id, data: { title: 'Saved' }, req, overrideAccess: true })
      // The hook has run, the transaction is still open: a marker sent after it is heard, the update is not.
      await heardMarker()
      expect(about('a', tag)).toHaveLength(1)
    })
    await waitFor(async () => about('a', tag).length === 2 && about('b', tag).length === 2, 'the committed update', 5_000)
  })

  it('comes back after PostgreSQL ends its connection: logs it, expires everything once, hears the next save', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    const expiredAll = heard.a.filter((m) => m.all).length
    await admin.connect()
    try {
      const killed = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = 'shop-cache-fanout' and pid <> pg_backend_pid()",
      )
      expect(killed.rowCount).toBeGreaterThanOrEqual(3)
    } finally {
      await admin.end()
    }
    await waitFor(async () => listeners.every((l) => l.reconnects() >= 1 && l.connected()), 'every listener to reconnect', 10_000)
    expect(warnings.some((w) => w.includes('lost'))).toBe(true)
    expect(heard.a.filter((m) => m.all).length).toBe(expiredAll + 1)

    const news = await payload.create({ collection: 'news', data: { title: 'After the reconnect', _status: 'published' as const, publishedAt: new Date().toISOString() }, overrideAccess: true })
    const tag = CACHE_TAGS.newsItem(news.id)
    await waitFor(async () => about('a', tag).length === 1 && about('b', tag).length === 1, 'the save after the reconnect', 5_000)
  })
})
