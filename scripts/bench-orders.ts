/**
 * npm run bench:orders — placeOrder at a fixed request rate against a RUNNING production server.
 * Every order needs its own one-time verification code, so this script first writes one live code per
 * request straight into the server's database (DATABASE_URL and PAYLOAD_SECRET of that server), then
 * sends each request with its own new buyer e-mail: the full path runs (re-pricing, code consumption,
 * member creation with password hashing, order, queued mails) in one transaction each.
 *   DATABASE_URL=… PAYLOAD_SECRET=… BENCH_URL=http://localhost:3000 BENCH_RATE=50 BENCH_SECONDS=10 npm run bench:orders
 */
import os from 'node:os'

import { describeResult, placeOrderLoad } from './bench-place-order'

const base = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')
const rate = Number(process.env.BENCH_RATE || 50)
const seconds = Number(process.env.BENCH_SECONDS || 10)

async function main() {
  const secret = process.env.PAYLOAD_SECRET
  const databaseUrl = process.env.DATABASE_URL
  if (!secret || !databaseUrl) throw new Error('DATABASE_URL and PAYLOAD_SECRET of the running server are required')
  console.log(`placeOrder ${base} · ${rate} req/s for ${seconds}s · ${os.cpus().length} cores · load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  const result = await placeOrderLoad({ base, databaseUrl, secret, rate, seconds })
  console.log(`placeOrder: ${describeResult(result, rate)}`)
  console.log(`slowest (ms after start: ms): ${result.slowest.map((s) => `${s.at}: ${s.ms}`).join(', ')}`)
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
