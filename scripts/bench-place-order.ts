/**
 * placeOrder at a fixed request rate against a RUNNING production server (bench:orders, bench:backlog).
 * Every order needs its own one-time verification code, so this first writes one live code per request
 * straight into the server's database (its DATABASE_URL and PAYLOAD_SECRET), then sends each request with
 * its own new buyer e-mail: the full path runs (re-pricing, code consumption, member creation with password
 * hashing, order, queued mails) in one transaction each.
 */
import { addDays, taipeiDate } from '../src/domain/dates'

import { BENCH_CODE, writeOrderCodes } from './bench-codes'
import { openLoop, type OpenLoopResult } from './open-loop'

type Envelope<T> = { code: number; data: T }

export type PlaceOrderLoad = {
  base: string
  databaseUrl: string
  secret: string
  rate: number
  seconds: number
  /** Called once the codes are written, just before the first order leaves (to read CPU counters around the load). */
  beforeLoad?: () => void
}

export async function placeOrderLoad({ base, databaseUrl, secret, rate, seconds, beforeLoad }: PlaceOrderLoad): Promise<OpenLoopResult> {
  const post = async <T>(path: string, body: unknown) =>
    ((await (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: JSON.stringify(body) })).json()) as Envelope<T>).data

  const products = await post<{ list: { id: number; cardType: string }[] }>('/api/productList', { cardType: 'physical' })
  const product = products.list[0]
  if (!product) throw new Error('no physical product in the shop')
  const info = await post<{ plans: { id: string }[]; pickup: { airports: { id: number; counters: { id: string; times: string[] }[] }[] } }>(
    '/api/getBookInfo',
    { productId: product.id },
  )
  const airport = info.pickup.airports[0]!
  const counter = airport.counters[0]!
  const pickup = { airportId: airport.id, counterId: counter.id, date: addDays(taipeiDate(), 3), time: counter.times[Math.floor(counter.times.length / 2)]! }

  const total = Math.ceil(rate * (seconds + 1) * 1.2) // + the open loop's warm-up second
  const run = Date.now().toString(36)
  const emails = Array.from({ length: total }, (_, i) => `bench-${run}-${i}@example.com`)
  await writeOrderCodes(databaseUrl, secret, emails, 10)

  const body = (email: string) =>
    JSON.stringify({
      item: { kind: 'product', productId: product.id, planId: info.plans[0]!.id, cardType: 'physical', quantity: 1, pickup },
      email,
      phone: '+886912345678',
      verificationCode: BENCH_CODE,
      surname: 'BENCH',
      givenName: 'TRAVELLER',
      birthDate: '1990-01-01',
      partnerName: 'none',
      agree: true,
    })

  // Each request is a new buyer with a new code, so the warm-up requests use their own e-mails too.
  beforeLoad?.()
  return openLoop({
    url: `${base}/api/order/placeOrder`,
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: (i) => body(emails[i % emails.length]!),
    // As the order form does: every order attempt carries its own key.
    headersFor: (i) => ({ 'idempotency-key': `bench-${run}-${i}` }),
    rate,
    seconds,
  })
}

export const describeResult = (result: OpenLoopResult, rate: number) =>
  `${result.sent} requests at ${rate} req/s, p50 ${result.p50} ms, p90 ${result.p90} ms, p99 ${result.p99} ms, max ${result.max} ms, ` +
  `errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx} ${JSON.stringify(result.statuses)}`
