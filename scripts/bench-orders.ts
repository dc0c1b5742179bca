/**
 * npm run bench:orders — placeOrder at a fixed request rate against a RUNNING production server.
 * Every order needs its own one-time verification code, so this script first writes one live code per
 * request straight into the server's database (DATABASE_URL and PAYLOAD_SECRET of that server), then
 * sends each request with its own new buyer e-mail: the full path runs (re-pricing, code consumption,
 * member creation with password hashing, order, queued mails) in one transaction each.
 *   DATABASE_URL=… PAYLOAD_SECRET=… BENCH_URL=http://localhost:3000 BENCH_RATE=50 BENCH_SECONDS=10 npm run bench:orders
 * With the server on this machine (the process listening on BENCH_URL's port, or BENCH_PID) it also prints the CPU an
 * order cost the server and this machine's PostgreSQL, and how much of one core the server used: the tail at 50 orders/s
 * comes from the server's one event loop running near full (issue 39), and this shows how near.
 */
import os from 'node:os'

import { describeResult, placeOrderLoad } from './bench-place-order'
import { cpuSecondsOf, pidListeningOn, postgresCpuSeconds } from './bench-proc'

const base = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')
const rate = Number(process.env.BENCH_RATE || 50)
const seconds = Number(process.env.BENCH_SECONDS || 10)

async function main() {
  const secret = process.env.PAYLOAD_SECRET
  const databaseUrl = process.env.DATABASE_URL
  if (!secret || !databaseUrl) throw new Error('DATABASE_URL and PAYLOAD_SECRET of the running server are required')
  console.log(`placeOrder ${base} · ${rate} req/s for ${seconds}s · ${os.cpus().length} cores · load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  const serverPid = Number(process.env.BENCH_PID) || pidListeningOn(Number(new URL(base).port || 80))
  let before: { at: number; server: number | null; postgres: number | null } | undefined
  const result = await placeOrderLoad({
    base,
    databaseUrl,
    secret,
    rate,
    seconds,
    beforeLoad: () => (before = { at: performance.now(), server: serverPid ? cpuSecondsOf(serverPid) : null, postgres: postgresCpuSeconds() }),
  })
  console.log(`placeOrder: ${describeResult(result, rate)}`)
  const server = serverPid ? cpuSecondsOf(serverPid) : null
  const postgres = postgresCpuSeconds()
  if (before) {
    // Every order the load sent, its warm-up second too.
    const orders = result.sent + rate
    const perOrder = (from: number | null, to: number | null) => (from === null || to === null ? 'not on this machine' : `${(((to - from) * 1000) / orders).toFixed(1)} ms`)
    const core = before.server !== null && server !== null ? ` · the server used ${(((server - before.server) * 1000) / (performance.now() - before.at)).toFixed(2)} of one core` : ''
    console.log(`CPU per order: server ${perOrder(before.server, server)}, PostgreSQL ${perOrder(before.postgres, postgres)}${core}`)
  }
  console.log(`slowest (ms after start: ms): ${result.slowest.map((s) => `${s.at}: ${s.ms}`).join(', ')}`)
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
