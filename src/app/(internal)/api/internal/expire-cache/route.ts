/**
 * POST /api/internal/expire-cache — the cache fan-out's last step (src/server/cacheFanout): this process's
 * own LISTEN connection (scripts/serve.ts) heard that another process saved content, and asks its own Next
 * server to expire the same tags. It runs here, inside a request, because Next's revalidateTag needs the
 * request's work store (outside one it throws "static generation store missing").
 * Server-to-server only: not a storefront call (outside the storefront's route group and its OpenAPI
 * document), no envelope, no cookie; refused (403) without a fresh HMAC of the body under PAYLOAD_SECRET.
 */
import { z } from 'zod'

import { expireHere } from '@/server/cache'
import { MAX_TAG_LENGTH } from '@/server/cacheFanout/message'
import { SIGNATURE_HEADER, verifyBody } from '@/server/cacheFanout/signature'
import { payloadSecret } from '@/server/env'
import { clientIp } from '@/server/http/clientIp'
import { logger } from '@/server/logger'

export const dynamic = 'force-dynamic'

const bodySchema = z.strictObject({
  tags: z.array(z.string().min(1).max(MAX_TAG_LENGTH)).max(1000),
  all: z.boolean().optional(),
})

const reply = (status: number, body?: object) =>
  new Response(body ? JSON.stringify(body) : null, { status, headers: { 'cache-control': 'no-store', 'content-type': 'application/json' } })

export async function POST(request: Request): Promise<Response> {
  const raw = await request.text()
  if (raw.length > 300_000) return reply(413)
  if (!verifyBody(payloadSecret(), raw, request.headers.get(SIGNATURE_HEADER))) {
    logger.warn({ ip: clientIp(request) }, 'cache fan-out: an unsigned or wrongly signed expire request refused')
    return reply(403)
  }
  let parsed: z.infer<typeof bodySchema>
  try {
    parsed = bodySchema.parse(JSON.parse(raw))
  } catch {
    return reply(400)
  }
  expireHere(parsed.tags, { all: parsed.all === true })
  logger.info({ tags: parsed.tags, all: parsed.all === true }, 'cache fan-out: expired the tags another process saved')
  return reply(200, { expired: parsed.tags.length, all: parsed.all === true })
}
