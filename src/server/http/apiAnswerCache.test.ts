import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { currentRequestId, markSharedAnswer, withRequestId } from '@/server/requestContext'

import { serveApiCache } from './apiAnswerCache'
import { apiCacheGeneration, clearApiCache, declareSharedAnswer, type SharedAnswerKeyer } from './apiCache'

/** Stands in for an endpoint's key: the language and the body, refusing anything but a JSON object. */
const keyer: SharedAnswerKeyer = ({ header, body }) => {
  if (header('content-type') !== 'application/json') return null
  try {
    const value = JSON.parse(body || '{}') as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? `/api/list\n${header('lang')}\n${JSON.stringify(value)}` : null
  } catch {
    return null
  }
}

/** Stands in for Next and the endpoint: reads the body as Next does, marks its answer as the kept one (unless told not to). */
let calls: { body: string; requestId: string | undefined }[] = []
let mark: 'same' | 'none' | 'other' | 'cleared' | 'expired' = 'same'
let answerText = (body: string) => `{"answer":${JSON.stringify(body)}}`
async function next(req: IncomingMessage, res: ServerResponse) {
  // Next hands the stream to a web Request, which refuses one already read from.
  if (Readable.isDisturbed(req)) {
    res.statusCode = 500
    return void res.end('disturbed')
  }
  // Awaited, as Next's body stream is: the rest runs in the request's context.
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks).toString('utf8')
  calls.push({ body, requestId: currentRequestId() })
  declareSharedAnswer('/api/list', keyer)
  const key = keyer({ header: (name) => (req.headers[name] as string | undefined) ?? null, body })
  const generation = apiCacheGeneration()
  if (key && mark !== 'none')
    markSharedAnswer({ key: mark === 'other' ? `${key}x` : key, expires: Date.now() + (mark === 'expired' ? -1 : 10_000), generation })
  if (mark === 'cleared') clearApiCache()
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  const text = key ? answerText(body) : '{"refused":true}'
  res.statusCode = key ? 200 : 400
  res.write(text.slice(0, 3))
  res.end(text.slice(3))
}

let server: Server
let base: string
let ids = 0
beforeAll(async () => {
  // The endpoint declares its key with its first request (here: the fake one below does it again on each).
  declareSharedAnswer('/api/list', keyer)
  server = createServer((req, res) => {
    const requestId = `request-${++ids}-0000`
    res.setHeader('x-request-id', requestId)
    withRequestId(requestId, () => {
      if (serveApiCache(req, res, () => void next(req, res))) return
      void next(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  clearApiCache()
  calls = []
  mark = 'same'
  answerText = (body) => `{"answer":${JSON.stringify(body)}}`
})

type Reply = { status: number; headers: IncomingMessage['headers']; text: string }
/** A raw POST (fetch always sends a length); `pieces` sends the body in parts, `chunked` without a Content-Length. */
function post(path: string, body: string, opts: { headers?: Record<string, string>; chunked?: boolean; pieces?: number } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base + path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en', ...(opts.chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    // Written in two parts at least when chunked: a body given whole to end() is sent with its length.
    const pieces = opts.pieces ?? (opts.chunked ? 2 : 1)
    const size = Math.ceil(body.length / pieces)
    const send = (i: number) => {
      if (i >= pieces - 1) return void req.end(body.slice(i * size))
      req.write(body.slice(i * size, (i + 1) * size))
      setTimeout(() => send(i + 1), 5)
    }
    send(0)
  })
}

describe('kept API answers in front of Next', () => {
  it('replays the kept answer, byte for byte with its headers, with this request id, without Next', async () => {
    const first = await post('/api/list', '{"a":1}')
    const second = await post('/api/list', '{"a":1}')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toEqual({ body: '{"a":1}', requestId: first.headers['x-request-id'] })
    expect(second.status).toBe(200)
    expect(second.text).toBe(first.text)
    expect(second.headers['content-type']).toBe('application/json')
    expect(second.headers['cache-control']).toBe('no-store')
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.text)))
  })

  it('hands a miss to Next with the whole body, also one sent in pieces, and in the request context', async () => {
    await post('/api/list', '{}')
    const body = JSON.stringify({ text: 'x'.repeat(5000), more: 'é'.repeat(300) })
    const reply = await post('/api/list', body, { pieces: 4 })
    expect(calls[1]).toEqual({ body, requestId: reply.headers['x-request-id'] })
    expect(JSON.parse(reply.text)).toEqual({ answer: body })
    expect((await post('/api/list', body, { pieces: 3 })).text).toBe(reply.text)
    expect(calls).toHaveLength(2)
  })

  it('keeps a separate answer per key and per Accept-Encoding', async () => {
    await post('/api/list', '{}')
    await post('/api/list', '{}', { headers: { lang: 'ja' } })
    await post('/api/list', '{}', { headers: { 'accept-encoding': 'gzip' } })
    await post('/api/list', '{"b":2}')
    expect(calls).toHaveLength(4)
    await post('/api/list', '{}', { headers: { lang: 'ja' } })
    await post('/api/list', '{ }')
    expect(calls).toHaveLength(4)
  })

  it('keeps nothing the endpoint did not mark as its kept answer for the same key, read before no save', async () => {
    for (const how of ['none', 'other', 'cleared', 'expired'] as const) {
      mark = how
      await post('/api/list', '{}')
      mark = 'same'
      await post('/api/list', '{}')
      clearApiCache()
    }
    expect(calls).toHaveLength(8)
  })

  it('forgets everything when content is saved', async () => {
    await post('/api/list', '{}')
    clearApiCache()
    answerText = () => '{"edited":true}'
    expect((await post('/api/list', '{}')).text).toBe('{"edited":true}')
    expect(calls).toHaveLength(2)
  })

  it("leaves to Next what the endpoint would refuse, an unusual request and other paths, each time", async () => {
    await post('/api/list', '{}')
    const refused = [
      () => post('/api/list', '[]'),
      () => post('/api/list', '{', {}),
      () => post('/api/list', '{}', { headers: { 'content-type': 'text/plain' } }),
    ]
    for (const send of [...refused, ...refused]) expect((await send()).status).toBe(400)
    expect(calls).toHaveLength(7)
    // No Content-Length, a large body, a GET, another path: Next every time, with the body intact.
    const large = JSON.stringify({ text: 'y'.repeat(20_000) })
    for (let i = 0; i < 2; i++) {
      expect(JSON.parse((await post('/api/list', '{}', { chunked: true })).text)).toEqual({ answer: '{}' })
      expect(JSON.parse((await post('/api/list', large)).text)).toEqual({ answer: large })
      expect((await post('/api/list?x', '{}')).status).toBe(200)
      await post('/api/other', '{}')
      await fetch(`${base}/api/list`)
    }
    expect(calls).toHaveLength(7 + 2 * 4)
  })

  it('drops a request whose client goes away before its body is complete, and goes on serving', async () => {
    await post('/api/list', '{}')
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/api/list`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } })
      req.on('error', () => resolve())
      req.write('{"a":')
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 50)
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await post('/api/list', '{}')).status).toBe(200)
    expect(calls).toHaveLength(1)
  })
})
