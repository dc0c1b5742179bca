/**
 * TapPay's backend notify (`result_url.backend_notify_url` of Pay by Prime with 3-D Secure): a
 * server-to-server POST, not a storefront call (so outside the storefront's route group and its OpenAPI
 * document): no envelope, no cookie. Its body is never trusted:
 * it only says which transaction to re-read from the Record API. With TAPPAY_NOTIFY_SECRET set (the
 * local sandbox signs), an unsigned or wrongly signed notify is refused before anything is read. When the Record API
 * cannot be asked the answer is 503, so that TapPay sends the notify again (after 1, 2, 4, 8 and 16 minutes).
 */
import { getShopPayload } from '@/server/payload'
import { clientIp } from '@/server/http/clientIp'
import { logger } from '@/server/logger'
import { handleNotify } from '@/server/payments/checkout'
import { tapPayConfig } from '@/server/payments/config'
import { verifyNotifySignature } from '@/server/payments/notifySignature'
import { NOTIFY_SIGNATURE_HEADER } from '@/server/payments/protocol'
import { hit } from '@/server/rateLimit'

const reply = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } })

export async function POST(request: Request): Promise<Response> {
  const raw = await request.text()
  if (raw.length > 20_000) return reply(413)
  const { notifySecret } = tapPayConfig()
  if (notifySecret && !verifyNotifySignature(notifySecret, raw, request.headers.get(NOTIFY_SIGNATURE_HEADER))) {
    logger.warn({ ip: clientIp(request) }, 'TapPay notify with a bad signature refused')
    return reply(401)
  }
  const payload = await getShopPayload()
  if (await hit(payload, [{ name: 'checkout-notify', key: clientIp(request), max: 120, windowSeconds: 60 }])) return reply(429)
  let body: { rec_trade_id?: unknown; bank_transaction_id?: unknown }
  try {
    body = JSON.parse(raw) as typeof body
  } catch {
    return reply(400)
  }
  const id = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : undefined)
  const recTradeId = id(body?.rec_trade_id)
  if (!recTradeId) return reply(400)
  try {
    // TapPay could not be asked now: not 200, so TapPay tries again later.
    if (!(await handleNotify(payload, { recTradeId, bankTransactionId: id(body.bank_transaction_id) }))) return reply(503)
  } catch (error) {
    logger.error({ err: error, recTradeId }, 'TapPay notify could not be handled')
    return reply(500)
  }
  return reply(200)
}
