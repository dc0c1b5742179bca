/**
 * The local TapPay protocol server (dev/sandboxes/tappay/) as a process of its own: started by
 * `npm run dev`, by a demo's `npm start`, and by Playwright for the e2e tests. Port TAPPAY_SANDBOX_PORT.
 */
import { DEFAULT_SANDBOX, sandboxPort } from '../src/server/payments/config'
import { startTapPaySandbox } from '../dev/sandboxes/tappay/server'

const sandbox = await startTapPaySandbox({
  port: sandboxPort(),
  partnerKey: process.env.TAPPAY_PARTNER_KEY || DEFAULT_SANDBOX.partnerKey,
  merchantIds: [process.env.TAPPAY_MERCHANT_ID || DEFAULT_SANDBOX.merchantId],
  notifySecret: process.env.TAPPAY_NOTIFY_SECRET || DEFAULT_SANDBOX.notifySecret,
  latencyMs: Number(process.env.TAPPAY_SANDBOX_LATENCY_MS || 0),
  slowMs: Number(process.env.TAPPAY_SANDBOX_SLOW_MS || 35_000),
  log: (line) => console.log(`[tappay-sandbox] ${line}`),
})
console.log(`[tappay-sandbox] TapPay sandbox on ${sandbox.url} (test cards: README → Payments)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sandbox.close().then(() => process.exit(0)))
