/**
 * The fan-out in a production server process (scripts/serve.ts, once per process): LISTEN on PostgreSQL
 * and, for every other process's save, ask this process's own Next server to expire the tags
 * (POST /api/internal/expire-cache, signed — Next's revalidateTag works only inside a request).
 */
import 'server-only'

import { logger } from '@/server/logger'

import { startCacheListener, type CacheListener } from './listener'
import type { FanoutMessage } from './message'
import { processOrigin } from './publish'
import { SIGNATURE_HEADER, signBody } from './signature'

export const EXPIRE_PATH = '/api/internal/expire-cache'

/** Asks the Next server at `origin` to expire the message's tags (a few tries: it may still be starting). */
export async function expireThrough(origin: string, secret: string, message: Pick<FanoutMessage, 'tags' | 'all'>, tries = 4): Promise<void> {
  const body = JSON.stringify({ tags: message.tags, all: message.all })
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${origin}${EXPIRE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      if (response.ok) return
      // A refusal (a wrong secret) will not change by asking again.
      if (response.status < 500) throw new Error(`HTTP ${response.status} from ${EXPIRE_PATH}`)
      if (attempt >= tries) throw new Error(`HTTP ${response.status} from ${EXPIRE_PATH}`)
    } catch (error) {
      if (attempt >= tries || (error instanceof Error && error.message.startsWith('HTTP 4'))) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
  }
}

/** Starts listening (null without DATABASE_URL: nothing to share then). */
export function startServerFanout(internalOrigin: string, secret: string): CacheListener | null {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) {
    logger.warn('cache fan-out: no DATABASE_URL, so other processes\' saves reach this one only when its caches expire')
    return null
  }
  return startCacheListener({
    connectionString,
    origin: processOrigin(),
    log: logger,
    onMessage: (message) => expireThrough(internalOrigin, secret, message),
  })
}
