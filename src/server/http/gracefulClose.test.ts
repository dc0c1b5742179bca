import { createServer, request as httpRequest, Agent, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { closeGracefully } from './gracefulClose'

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  if (server?.listening) server.close()
  server = undefined
})

/** A server whose /slow/<ms> answers after <ms>; resolves with its port. */
async function start(): Promise<number> {
  server = createServer((req, res) => {
    const ms = Number(req.url?.split('/')[2] ?? 0)
    setTimeout(() => res.end(`done ${ms}`), ms)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('closeGracefully', () => {
  it('lets the requests under way finish, refuses new connections and closes idle keep-alive ones', async () => {
    const port = await start()
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 })
    // An idle keep-alive connection (a browser's) must not hold the close up.
    await get(port, '/slow/0', keepAlive)
    const inFlight = [get(port, '/slow/400', keepAlive), get(port, '/slow/700')]
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const closing = closeGracefully(server!, 5_000)
    await expect(get(port, '/slow/0')).rejects.toThrow(/ECONNREFUSED/)
    expect(await Promise.all(inFlight)).toEqual([
      { status: 200, body: 'done 400' },
      { status: 200, body: 'done 700' },
    ])
    expect(await closing).toBe('drained')
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(500)
    expect(took).toBeLessThan(2_000)
    keepAlive.destroy()
  })

  it('cuts a request that outlasts the grace period', async () => {
    const port = await start()
    const stuck = get(port, '/slow/10000')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    expect(await closeGracefully(server!, 300)).toBe('cut')
    expect(Date.now() - started).toBeLessThan(1_500)
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/)
  })
})
