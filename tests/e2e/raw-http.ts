/**
 * Raw HTTP requests from a loopback address of the test's own choosing (127.0.x.y): every browser and every
 * Playwright request of the suite reaches the server from 127.0.0.1, and the per-address limits (serial and promo
 * guesses, logins, code sends) count them all together. A spec that fires 40 guesses at once from there would make a
 * traveller's check in another spec wait; from an address of its own it counts only against itself.
 */
import { request as httpRequest } from 'node:http'

export type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A loopback address nobody else in the run uses (Linux routes all of 127.0.0.0/8 to the loopback interface). */
export const ownLoopback = () => `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`

/** One request from `from` (a JSON body when `body` is given); rejects when no answer came within `timeoutMs`. */
export function send(
  url: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string; timeoutMs?: number } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const data = opts.body === undefined ? undefined : JSON.stringify(opts.body)
    const req = httpRequest(
      url,
      {
        method: opts.method ?? (data ? 'POST' : 'GET'),
        localAddress: opts.from,
        headers: { ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    if (opts.timeoutMs) req.setTimeout(opts.timeoutMs, () => req.destroy(new Error(`no answer from ${url} within ${opts.timeoutMs} ms`)))
    req.on('error', reject)
    if (data) req.write(data)
    req.end()
  })
}
