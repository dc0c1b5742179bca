import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlHandle } from './db/transaction'

export type Limit = { name: string; key: string; max: number; windowSeconds: number }

/**
 * Counts one hit against each limit in PostgreSQL (an atomic upsert per fixed window), so limits hold
 * across processes and restarts. Returns the first limit exceeded, or null. Every limit is counted,
 * even when an earlier one is already over.
 */
export async function hit(payload: Payload, limits: Limit[], now = Date.now()): Promise<Limit | null> {
  const db = await sqlHandle(payload)
  let exceeded: Limit | null = null
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000
    const windowStart = Math.floor(now / windowMs) * windowMs
    const bucket = `${limit.name}:${limit.key}:${windowStart}`
    const expiresAt = new Date(windowStart + windowMs).toISOString()
    const result = await db.execute(sql`
      insert into rate_limit_hits (bucket, count, expires_at, updated_at, created_at)
      values (${bucket}, 1, ${expiresAt}, now(), now())
      on conflict (bucket) do update set count = rate_limit_hits.count + 1, updated_at = now()
      returning count`)
    const count = Number((result.rows[0] as { count: number | string } | undefined)?.count ?? 0)
    if (count > limit.max && !exceeded) exceeded = limit
  }
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 day'`)
  return exceeded
}

/**
 * The client address. Next's server appends the socket address to X-Forwarded-For, so the last
 * entry is what connected to us; behind our own reverse proxy (TRUST_PROXY=true) the first entry
 * is the visitor as that proxy saw them.
 */
export function clientIp(request: Request): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const ip = process.env.TRUST_PROXY === 'true' ? entries[0] : entries[entries.length - 1]
  return ip || 'unknown'
}
