import 'server-only'

import { BoundedCache } from './boundedCache'

/**
 * Answers of public storefront API calls that are the same for every caller (the product list): kept per
 * path, language, currency and request body for TTL_MS, so a crowd asking for the catalog costs one read
 * per variant. Cleared with every content save (src/server/cache.ts), like the page micro-cache.
 */
type Answer = { body: string; expires: number }

const TTL_MS = 10_000
const KEY = Symbol.for('shop.apiCache')
const globalStore = globalThis as unknown as Record<symbol, BoundedCache<Answer> | undefined>

// At most 500 answers and 16 MB (a JS string costs ~2 bytes a character).
const store = () => (globalStore[KEY] ??= new BoundedCache<Answer>(500, 16 * 1024 * 1024, (a) => a.body.length * 2 + 256))

export function cachedAnswer(key: string): string | undefined {
  const answer = store().get(key)
  if (!answer) return undefined
  if (answer.expires > Date.now()) return answer.body
  store().delete(key)
  return undefined
}

export function keepAnswer(key: string, body: string, ttlMs = TTL_MS) {
  store().set(key, { body, expires: Date.now() + ttlMs })
}

export function clearApiCache() {
  globalStore[KEY]?.clear()
}
