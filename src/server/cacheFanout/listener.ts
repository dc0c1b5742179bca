/**
 * The cache fan-out's listening side: one dedicated PostgreSQL connection per app process that LISTENs on
 * FANOUT_CHANNEL and hands every other process's message to `onMessage` (scripts/serve.ts asks its own
 * Next server to expire the tags, inside a request — src/app/(internal)/api/internal/expire-cache).
 * - The connection is watched (an error, its end, a ping every PING_MS that must answer within
 *   PING_TIMEOUT_MS): when PostgreSQL goes away (a restart, a failover, a cut network) the listener logs it
 *   and reconnects with a growing delay (MIN_DELAY_MS doubling up to MAX_DELAY_MS), never taking the
 *   server down.
 * - Saves made while it was deaf are unknown, so after it starts listening, and after every reconnect, it asks for
 *   everything to be expired once.
 */
import pg from 'pg'

import { decodeMessage, FANOUT_CHANNEL, isFromElsewhere, type FanoutMessage } from './message'

type Log = { info: (fields: object, message: string) => void; warn: (fields: object, message: string) => void }

export type ListenerOptions = {
  connectionString: string
  /** This process's id: its own messages are ignored. */
  origin: string
  onMessage: (message: FanoutMessage) => Promise<void> | void
  log: Log
  minDelayMs?: number
  maxDelayMs?: number
  pingMs?: number
  pingTimeoutMs?: number
}

export type CacheListener = {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>
  /** Whether a LISTEN connection is up now. */
  connected: () => boolean
  /** How many times the connection was established again after a loss. */
  reconnects: () => number
  stop: () => Promise<void>
}

export function startCacheListener(options: ListenerOptions): CacheListener {
  const { connectionString, origin, onMessage, log } = options
  const minDelay = options.minDelayMs ?? 250
  const maxDelay = options.maxDelayMs ?? 10_000
  const pingMs = options.pingMs ?? 15_000
  const pingTimeout = options.pingTimeoutMs ?? 5_000

  let client: pg.Client | null = null
  let stopped = false
  let failures = 0
  let everConnected = false
  let reconnects = 0
  let retryTimer: NodeJS.Timeout | undefined
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const deliver = (message: FanoutMessage) => {
    void Promise.resolve()
      .then(() => onMessage(message))
      .catch((err: unknown) => log.warn({ err, tags: message.tags, all: message.all }, 'cache fan-out: expiring the tags here failed'))
  }

  function lost(c: pg.Client, err?: unknown) {
    const state = c as pg.Client & { shopLost?: boolean }
    if (state.shopLost) return
    state.shopLost = true
    c.removeAllListeners('notification')
    // Errors of a connection being thrown away are expected; keep one handler so none is unhandled.
    c.on('error', () => undefined)
    void c.end().catch(() => undefined)
    if (client === c) client = null
    if (stopped) return
    const delay = Math.min(maxDelay, minDelay * 2 ** failures) + Math.floor(Math.random() * minDelay)
    failures += 1
    log.warn({ err, retryInMs: delay, attempt: failures }, 'cache fan-out: the LISTEN connection to PostgreSQL is lost; reconnecting')
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => void connect(), delay)
  }

  async function connect() {
    if (stopped) return
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: 'shop-cache-fanout', connectionTimeoutMillis: 10_000 })
    c.on('error', (err) => lost(c, err))
    c.on('end', () => lost(c))
    c.on('notification', (note) => {
      if (note.channel !== FANOUT_CHANNEL || !note.payload) return
      const message = decodeMessage(note.payload)
      if (message && isFromElsewhere(message, origin)) deliver(message)
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${FANOUT_CHANNEL}`)
    } catch (err) {
      lost(c, err)
      return
    }
    if (stopped) {
      void c.end().catch(() => undefined)
      return
    }
    client = c
    failures = 0
    if (everConnected) {
      reconnects += 1
      log.info({ channel: FANOUT_CHANNEL }, 'cache fan-out: listening again; expiring every cache of this process once (saves meanwhile are unknown)')
      deliver({ origin: 'reconnect', tags: [], all: true })
    } else {
      log.info({ channel: FANOUT_CHANNEL, origin }, 'cache fan-out: listening; expiring every cache of this process once (saves before this are unknown)')
      // Saves made before this process listened are unknown to it too — while it started, or while it was down —
      // and Next's data cache on disk (shared by the processes of one machine, kept across restarts) may hold an
      // entry another process has expired since; without this, such an entry is served for up to an hour.
      deliver({ origin: 'start', tags: [], all: true })
    }
    everConnected = true
    markReady()
  }

  // A connection can die silently (a half-open socket after a network cut): ask it something now and then.
  const ping = setInterval(() => {
    const c = client
    if (!c) return
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to a ping in ${pingTimeout} ms`)), pingTimeout)
    })
    Promise.race([c.query('select 1'), timeout])
      .catch((err: unknown) => lost(c, err))
      .finally(() => clearTimeout(timer))
  }, pingMs)
  ping.unref()

  void connect()

  return {
    ready,
    connected: () => client !== null,
    reconnects: () => reconnects,
    async stop() {
      stopped = true
      clearInterval(ping)
      clearTimeout(retryTimer)
      const c = client
      client = null
      if (c) {
        ;(c as pg.Client & { shopLost?: boolean }).shopLost = true
        c.removeAllListeners('notification')
        c.on('error', () => undefined)
        await c.end().catch(() => undefined)
      }
    },
  }
}
