/**
 * The checkout target of `npm run bench` (scripts/bench.ts): POST /api/checkout at a fixed request rate
 * against a RUNNING production server and its local TapPay sandbox (a demo's `npm start` starts both;
 * the sandbox answers at once, so the latency measured is the shop's own time per checkout plus two
 * loopback round trips to the sandbox). Every checkout pays its own unpaid order with its own prime, so
 * the setup first places the orders (through /api/order/placeOrder, with codes written into the server's
 * database as bench:orders does); each order's prime comes from the sandbox shortly before its request (primes expire).
 *   DATABASE_URL=… PAYLOAD_SECRET=… BENCH_URL=http://localhost:3000 TAPPAY_SANDBOX_URL=http://127.0.0.1:3090 npm run bench -- checkout
 * Start the server with TRUST_PROXY=1: each request then carries its own client address.
 */

import { BENCH_CODE, writeOrderCodes } from './bench-codes'
import { openLoop, type OpenLoopResult } from './open-loop'

type Envelope<T> = { code: number; message: string; data: T }

export async function benchCheckout(base: string, rate: number, seconds: number): Promise<OpenLoopResult | null> {
  const secret = process.env.PAYLOAD_SECRET
  const databaseUrl = process.env.DATABASE_URL
  const sandbox = (process.env.TAPPAY_SANDBOX_URL || `http://127.0.0.1:${process.env.TAPPAY_SANDBOX_PORT || 3090}`).replace(/\/$/, '')
  if (!secret || !databaseUrl) {
    console.log('checkout: skipped (needs DATABASE_URL and PAYLOAD_SECRET of the running server, like bench:orders)')
    return null
  }
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    ((await (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en', ...headers }, body: JSON.stringify(body) })).json()) as Envelope<T>)
      .data
  const list = await post<{ list: { id: number }[] }>('/api/productList', { cardType: 'esim' })
  const product = list.list[0]
  if (!product) throw new Error('no eSIM product in the shop')
  const info = await post<{ plans: { id: string }[] }>('/api/getBookInfo', { productId: product.id })

  const total = Math.ceil(rate * (seconds + 1) * 1.1)
  const run = Date.now().toString(36)
  const emails = Array.from({ length: total }, (_, i) => `bench-pay-${run}-${i}@example.com`)
  await writeOrderCodes(databaseUrl, secret, emails, 30)

  // Setup, not measured: the unpaid orders (4 at a time).
  const orders: { orderNumber: string; checkoutToken: string; prime: string }[] = []
  for (let i = 0; i < emails.length; i += 4) {
    const placed = await Promise.all(
      emails.slice(i, i + 4).map((email, j) =>
        post<{ orderNumber: string; checkoutToken: string }>(
          '/api/order/placeOrder',
          {
            item: { kind: 'product', productId: product.id, planId: info.plans[0]!.id, cardType: 'esim', quantity: 1 },
            email,
            phone: '+886912345678',
            verificationCode: BENCH_CODE,
            surname: 'BENCH',
            givenName: 'PAYER',
            birthDate: '1990-01-01',
            partnerName: 'none',
            agree: true,
          },
          { 'idempotency-key': `bench-pay-order-${run}-${i + j}` },
        ),
      ),
    )
    for (const order of placed) orders.push({ ...order, prime: '' })
  }

  // A prime lives 90 s ("The prime will be expired after 90 seconds", TapPay's Pay by Prime, as the sandbox): each
  // order's is taken about PRIME_LEAD_S before its request is due, beside the measured requests, not all in the setup
  // (a run longer than 90 s then paid only its first 90 s: bench:memory's 180 s showed 87 of 120 paid).
  const PRIME_LEAD_S = 20
  const prime = async () =>
    (
      (await (
        await fetch(`${sandbox}/tpc/getPrime`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ card: { number: '4242424242424242', expiry: '12/39', ccv: '123' } }),
        })
      ).json()) as { card: { prime: string } }
    ).card.prime
  let primed = 0
  let priming: Promise<void> | undefined
  const primeUntil = (count: number) =>
    (priming ??= (async () => {
      for (; primed < Math.min(count, orders.length); primed++) orders[primed]!.prime = await prime()
    })().finally(() => (priming = undefined)))
  await primeUntil(Math.ceil(rate * PRIME_LEAD_S))
  const started = Date.now()
  // A prime the sandbox refuses during the run fails the bench when the run is over (as in the setup), not the process.
  let primeError: unknown
  const refill = setInterval(() => {
    primeUntil(Math.ceil(rate * ((Date.now() - started) / 1000 + PRIME_LEAD_S))).catch((error: unknown) => (primeError ??= error))
  }, 1000)

  try {
    const result = await openLoop({
      url: `${base}/api/checkout`,
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: (i) => {
        const order = orders[i % orders.length]!
        return JSON.stringify({ orderNumber: order.orderNumber, method: 'card', prime: order.prime, invoice: { type: 'memberCarrier' }, checkoutToken: order.checkoutToken })
      },
      // A client address per request (the server runs with TRUST_PROXY=1): the per-address checkout limit
      // (60 a minute) is for one browser, not for a load generator standing in for many travellers.
      headersFor: (i) => ({ 'idempotency-key': `bench-pay-${run}-${i}`, 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` }),
      rate,
      seconds,
    })
    if (primeError) throw primeError
    return result
  } finally {
    clearInterval(refill)
  }
}
