/**
 * An open-loop load generator: requests leave at evenly spaced times (rate per second), whether or not
 * earlier ones have come back, and each latency is measured from the time the request was DUE — so a
 * slow server cannot hide its queue by slowing the client down (no coordinated omission).
 * autocannon's `overallRate` sends each second's quota in one burst and then waits, which measures
 * bursts, not a steady rate; it is kept only for the closed-loop ceiling.
 */
import http from 'node:http'

export type OpenLoopOptions = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** The path and query of the i-th request, when each differs (a search nobody asked before); else the url's. */
  pathFor?: (i: number) => string
  /** Extra headers of the i-th request (e.g. its own Idempotency-Key). */
  headersFor?: (i: number) => Record<string, string>
  /** The body of the i-th request (each may differ, e.g. a new buyer per order). */
  body?: (i: number) => string | undefined
  rate: number
  seconds: number
  timeoutMs?: number
  /** Requests in the first seconds are sent at the same rate but not counted (JIT of client and server). */
  warmupSeconds?: number
}

export type OpenLoopResult = {
  sent: number
  completed: number
  ok: number
  non2xx: number
  errors: number
  timeouts: number
  p50: number
  p90: number
  p99: number
  max: number
  statuses: Record<number, number>
  /** The slowest requests: when they were due (ms after the measured start) and how long they took. */
  slowest: { at: number; ms: number }[]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { rate, seconds, timeoutMs = 10_000, warmupSeconds = 1 } = options
  const url = new URL(options.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
  const warmup = Math.round(rate * warmupSeconds)
  const total = warmup + Math.round(rate * seconds)
  const interval = 1000 / rate
  const latencies: number[] = []
  const timeline: { at: number; ms: number }[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  let timeouts = 0
  let done = 0

  const fire = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const body = options.body?.(i)
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: options.pathFor?.(i) ?? url.pathname + url.search,
          method: options.method ?? 'GET',
          agent,
          headers: { ...options.headers, ...options.headersFor?.(i), ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
          timeout: timeoutMs,
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            if (i >= warmup) {
              const ms = performance.now() - due
              latencies.push(ms)
              timeline.push({ at: Math.round(due - start - warmup * interval), ms: Math.round(ms) })
              statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1
              done++
            }
            resolve()
          })
        },
      )
      request.on('timeout', () => {
        if (i >= warmup) timeouts++
        request.destroy(new Error('timeout'))
      })
      request.on('error', () => {
        if (i >= warmup) {
          errors++
          done++
        }
        resolve()
      })
      request.end(body)
    })

  const start = performance.now() + 20
  const inFlight: Promise<void>[] = []
  let next = 0
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (next < total && start + next * interval <= now) {
        inFlight.push(fire(next, start + next * interval))
        next++
      }
      if (next >= total) return resolve()
      setTimeout(tick, Math.max(0, Math.min(1, start + next * interval - performance.now())))
    }
    tick()
  })
  await Promise.all(inFlight)
  agent.destroy()

  const sorted = latencies.sort((a, b) => a - b)
  const ok = Object.entries(statuses).reduce((sum, [status, count]) => sum + (Number(status) < 300 ? count : 0), 0)
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    sent: total - warmup,
    completed: done,
    ok,
    non2xx: latencies.length - ok,
    errors: errors - timeouts,
    timeouts,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    statuses,
    slowest: timeline.sort((a, b) => b.ms - a.ms).slice(0, 10),
  }
}
