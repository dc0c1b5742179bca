import 'server-only'

import type { OutgoingHttpHeaders } from 'node:http'

import { LRUCache } from 'lru-cache'

/**
 * Answers of public storefront API calls that are the same for every caller (the catalog reads declared
 * `sharedAnswer` in src/api/handlers/content): kept per path, language, currency and request body for TTL_MS,
 * so a crowd asking for the catalog costs one read per variant. Cleared with every content save (src/server/cache.ts), like the page micro-cache.
 *
 * The production server (scripts/serve.ts, src/server/http/apiAnswerCache.ts) also keeps the bytes it sent for such
 * an answer and replays them without going through Next: the endpoint declares how it keys a request
 * (`declareSharedAnswer`) and marks which kept answer a response is (src/server/requestContext.ts). Next's bundle and
 * scripts/serve.ts load this module separately: everything lives on globalThis, so both see the same stores.
 */
export type Answer = { body: string; expires: number }

/** What the production server sent for a kept answer (headers without the per-response ones). */
export type WireAnswer = { headers: OutgoingHttpHeaders; body: Buffer; expires: number }

/** The request as the production server has it: a header by name (lower case), the raw body. */
export type RawApiRequest = { header: (name: string) => string | null; body: string }

/** The endpoint's key for a raw request, or null when the endpoint would not give its kept answer (a refusal). */
export type SharedAnswerKeyer = (request: RawApiRequest) => string | null

const TTL_MS = 10_000
const KEY = Symbol.for('shop.apiCache')
const WIRE = Symbol.for('shop.apiCache.wire')
const GENERATION = Symbol.for('shop.apiCache.generation')
const KEYERS = Symbol.for('shop.apiCache.keyers')
type Stores = {
  [KEY]?: LRUCache<string, Answer>
  [WIRE]?: LRUCache<string, WireAnswer>
  [GENERATION]?: number
  [KEYERS]?: Map<string, SharedAnswerKeyer>
}
const globalStore = globalThis as unknown as Stores

// At most 500 answers and 16 MB (a JS string costs ~2 bytes a character).
const store = () => (globalStore[KEY] ??= new LRUCache<string, Answer>({ max: 500, maxSize: 16 * 1024 * 1024, sizeCalculation: (a) => a.body.length * 2 + 256 }))
// The same answers as sent (one per Accept-Encoding the clients use): at most 1000 and 16 MB.
const wire = () => (globalStore[WIRE] ??= new LRUCache<string, WireAnswer>({ max: 1000, maxSize: 16 * 1024 * 1024, sizeCalculation: (a) => a.body.length + 1024 }))

/** Bumped by every clear: an answer read before a content save is never kept after it. */
export function apiCacheGeneration(): number {
  return globalStore[GENERATION] ?? 0
}

/** The entry for `key` while it has not expired (an expired one is dropped). */
function fresh<V extends { expires: number }>(cache: LRUCache<string, V>, key: string): V | undefined {
  const entry = cache.get(key)
  if (!entry) return undefined
  if (entry.expires > Date.now()) return entry
  cache.delete(key)
  return undefined
}

export function cachedAnswer(key: string): Answer | undefined {
  return fresh(store(), key)
}

/** Keeps `body` for `key`, unless the cache was cleared since `generation` (the answer may hold what a save changed). */
export function keepAnswer(key: string, body: string, generation = apiCacheGeneration(), ttlMs = TTL_MS): Answer | undefined {
  if (generation !== apiCacheGeneration()) return undefined
  const answer = { body, expires: Date.now() + ttlMs }
  store().set(key, answer)
  return answer
}

export function clearApiCache() {
  globalStore[GENERATION] = apiCacheGeneration() + 1
  globalStore[KEY]?.clear()
  globalStore[WIRE]?.clear()
}

/** An endpoint with a shared answer says how it keys a request to `pathname` (once it has served one). */
export function declareSharedAnswer(pathname: string, keyer: SharedAnswerKeyer) {
  const keyers = (globalStore[KEYERS] ??= new Map())
  if (keyers.get(pathname) !== keyer) keyers.set(pathname, keyer)
}

/** The keyer of the endpoint at `pathname`, if it has declared one. */
export function sharedAnswerKeyer(pathname: string): SharedAnswerKeyer | undefined {
  return globalStore[KEYERS]?.get(pathname)
}

export function wireAnswer(key: string): WireAnswer | undefined {
  return fresh(wire(), key)
}

export function keepWireAnswer(key: string, answer: WireAnswer, generation: number) {
  if (generation === apiCacheGeneration() && answer.expires > Date.now()) wire().set(key, answer)
}
