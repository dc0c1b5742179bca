/**
 * The chat widget's origin as the proxy (src/proxy.ts) needs it for the Content-Security-Policy of
 * storefront pages. next.config.ts's headers are fixed at build time, while the widget is configured in
 * site settings at run time, so the proxy asks this server's own Payload REST API (public read of the
 * site-settings global, the chat group only) and keeps the answer for TTL_MS. A save of site settings
 * forgets it at once on this instance (the global's afterChange hook); other instances follow within TTL_MS.
 * Pages stay cached: only a response header changes, not the render.
 *
 * No `server-only` marker: the proxy imports it (the proxy only ever runs on the server); no secret here.
 */
import { chatOrigin, type ChatSettings } from '@/domain/chatWidget'

const TTL_MS = 5_000
/** After a failed read (the server still starting, a database hiccup): no chat origin, asked again soon. */
const RETRY_MS = 1_000

type State = { origin: string | null; known: boolean; expires: number; generation: number; refreshing: Promise<string | null> | null }

const KEY = Symbol.for('shop.chatOrigin')
const globalStore = globalThis as unknown as Record<symbol, State | undefined>
const state = (): State => (globalStore[KEY] ??= { origin: null, known: false, expires: 0, generation: 0, refreshing: null })

/** This server's own address (scripts/serve.ts sets it), never the request's Host header. */
const ownOrigin = () => process.env.SHOP_INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`

async function read(): Promise<{ origin: string | null; ok: boolean }> {
  try {
    const response = await fetch(`${ownOrigin()}/api/globals/site-settings?depth=0&select[chatWidget]=true`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    })
    if (!response.ok) return { origin: null, ok: false }
    const body = (await response.json()) as { chatWidget?: ChatSettings | null }
    return { origin: chatOrigin(body.chatWidget), ok: true }
  } catch {
    return { origin: null, ok: false }
  }
}

async function refresh(s: State): Promise<string | null> {
  const generation = s.generation
  const { origin, ok } = await read()
  // A save while this read was under way: its answer may predate the save, so it is not kept.
  if (generation === s.generation) {
    s.origin = origin
    s.known = true
    s.expires = Date.now() + (ok ? TTL_MS : RETRY_MS)
    s.refreshing = null
  }
  return origin
}

/** The origin to allow for the chat widget, or null when there is no widget (fails closed: no extra origin). */
export function chatOriginForPolicy(): Promise<string | null> {
  const s = state()
  if (s.known && Date.now() < s.expires) return Promise.resolve(s.origin)
  s.refreshing ??= refresh(s)
  // A known value answers at once while it is refreshed; only the first request (or one after a save) waits.
  return s.known ? Promise.resolve(s.origin) : s.refreshing
}

/** Called when site settings are saved: the next storefront request reads the chat settings afresh. */
export function forgetChatOrigin() {
  const s = globalStore[KEY]
  if (!s) return
  s.generation += 1
  s.known = false
  s.expires = 0
  s.refreshing = null
}
