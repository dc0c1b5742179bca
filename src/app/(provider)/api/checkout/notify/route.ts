/**
 * TapPay's backend notify (`result_url.backend_notify_url` of Pay by Prime with 3-D Secure): a
 * server-to-server POST, not a storefront call (so outside the storefront's route group and its OpenAPI
 * document): no envelope, no cookie. Its body is never trusted: it only says which transaction to re-read
 * from the Record API. In order, each before anything later is read or done:
 * - at most NOTIFY_LIMIT_PER_MINUTE per client address (429), counted before the body is read;
 * - a body of at most NOTIFY_BODY_BYTES (413);
 * - where the provider signs (the local sandbox, TAPPAY_NOTIFY_SECRET), a valid signature (401) — TapPay itself does not
 *   sign, so there the notify is only a hint; a production server talking to the sandbox refuses to start without its
 *   own secret (tapPayNotifyProblems), and one that has none refuses every notify;
 * - a `rec_trade_id` (400);
 * - never the same notify twice within NOTIFY_TOLERANCE_SECONDS (409): its signature, or TapPay's exact bytes, are
 *   remembered in PostgreSQL; a notify whose handling failed (500) is forgotten, so the provider's retry is handled.
 *
 * When the Record API cannot be asked the answer is 503, so that TapPay sends the notify again (after 1, 2, 4, 8 and 16
 * minutes); the sighting is forgotten then, as after a 500.
 */
import { readBodyBytes } from '@/api/body'
import { getShopPayload } from '@/server/payload'
import { clientIp } from '@/server/http/clientIp'
import { logger } from '@/server/logger'
import { handleNotify } from '@/server/payments/checkout'
import { tapPayConfig, usesLocalSandbox } from '@/server/payments/config'
import { NOTIFY_BODY_BYTES, NOTIFY_LIMIT_PER_MINUTE, notifyReplayKey, verifyNotifySignature } from '@/server/payments/notifySignature'
import { NOTIFY_SIGNATURE_HEADER } from '@/server/payments/protocol'
import { firstSighting, forgetSighting, hit } from '@/server/rateLimit'

const reply = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } })

export async function POST(request: Request): Promise<Response> {
  const payload = await getShopPayload()
  const ip = clientIp(request)
  if (await hit(payload, [{ name: 'checkout-notify', key: ip, max: NOTIFY_LIMIT_PER_MINUTE, windowSeconds: 60 }])) return reply(429)
  const bytes = await readBodyBytes(request, NOTIFY_BODY_BYTES)
  if (!bytes) return reply(413)
  const raw = bytes.toString('utf8')
  const { notifySecret } = tapPayConfig()
  const signature = request.headers.get(NOTIFY_SIGNATURE_HEADER)
  const signed = notifySecret ? verifyNotifySignature(notifySecret, raw, signature) : !usesLocalSandbox()
  if (!signed) {
    logger.warn({ ip }, notifySecret ? 'TapPay notify with a bad signature refused' : 'TapPay notify refused: the sandbox signs, and no TAPPAY_NOTIFY_SECRET is set')
    return reply(401)
  }
  let body: { rec_trade_id?: unknown; bank_transaction_id?: unknown }
  try {
    body = JSON.parse(raw) as typeof body
  } catch {
    return reply(400)
  }
  const id = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : undefined)
  const recTradeId = id(body?.rec_trade_id)
  if (!recTradeId) return reply(400)
  const replay = notifyReplayKey(raw, notifySecret ? signature : null)
  if (!(await firstSighting(payload, replay.key, replay.until))) {
    logger.warn({ ip, recTradeId }, 'TapPay notify replayed: refused')
    return reply(409)
  }
  try {
    // TapPay could not be asked now: not 200, so TapPay tries again later.
    if (!(await handleNotify(payload, { recTradeId, bankTransactionId: id(body.bank_transaction_id) }))) {
      await forgetSighting(payload, replay.key)
      return reply(503)
    }
  } catch (error) {
    await forgetSighting(payload, replay.key)
    logger.error({ err: error, recTradeId }, 'TapPay notify could not be handled')
    return reply(500)
  }
  return reply(200)
}
