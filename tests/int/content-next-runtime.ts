/**
 * What the catalog services need from Next's server runtime when route handlers run outside a Next
 * server (here, in vitest). Import this module FIRST in a test file: Next reads AsyncLocalStorage from
 * globalThis when its modules load.
 * - AsyncLocalStorage on globalThis, as Next's own server entry sets it (node-environment-baseline).
 * - An incremental cache for `unstable_cache`: a pass-through one, so every read goes to the database.
 */
import 'next/dist/server/node-environment-baseline.js'

const slot = globalThis as { __incrementalCache?: unknown }
slot.__incrementalCache ??= {
  isOnDemandRevalidate: false,
  generateSimpleCacheKey: async (key: string) => key,
  get: async () => null,
  set: async () => undefined,
}
