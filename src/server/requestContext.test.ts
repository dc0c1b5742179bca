import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { createLogger } from './logger'
import { REQUEST_ID_HEADER, currentRequestId, requestIdFrom, withRequestId, withRequestIdHeader } from './requestContext'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A logger writing into an array, one parsed JSON object per line. */
function capturingLogger(options?: Parameters<typeof createLogger>[1]) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const log = createLogger(stream, options)
  log.level = 'info'
  return { log, lines }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('requestIdFrom', () => {
  it('keeps a sane incoming id', () => {
    for (const id of ['7b0c2a8e-5d1f-4c3b-9a6e-1f2d3c4b5a69', '01HZX3K9Q7V8M2N4P6R8T0W2Y4', 'Root-1.67a8:abcdef12', 'abcdefgh']) {
      expect(requestIdFrom(id)).toBe(id)
    }
    expect(requestIdFrom('  abcdefgh12  ')).toBe('abcdefgh12')
  })

  it('replaces a missing, short, long or odd one by a fresh UUID', () => {
    const odd = [
      undefined,
      null,
      '',
      'short',
      'x'.repeat(129),
      'id with spaces',
      'id\nInjected: header',
      '{"$ne":null}',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      '-starts-with-dash',
      'ünïcödé-id-123',
    ]
    for (const value of odd) expect(requestIdFrom(value), String(value)).toMatch(UUID)
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })
})

describe('log lines of a request', () => {
  it('carry the id of the request they were written for, also after awaits, and none outside a request', async () => {
    const { log, lines } = capturingLogger()
    log.info('before')
    await Promise.all(
      ['request-aaaa', 'request-bbbb'].map((id) =>
        withRequestId(id, async () => {
          log.info({ step: 1 }, id)
          await tick()
          log.warn({ step: 2 }, id)
          await Promise.resolve().then(() => log.error({ step: 3 }, id))
        }),
      ),
    )
    log.info('after')
    expect(lines).toHaveLength(8)
    expect(lines[0]).not.toHaveProperty('requestId')
    expect(lines[7]).not.toHaveProperty('requestId')
    const inside = lines.slice(1, 7)
    // Each request's three lines (interleaved with the other's) carry its own id.
    for (const id of ['request-aaaa', 'request-bbbb']) {
      expect(inside.filter((l) => l.msg === id).map((l) => [l.step, l.requestId])).toEqual([
        [1, id],
        [2, id],
        [3, id],
      ])
    }
    expect(lines.every((l) => l.app === 'shop')).toBe(true)
  })
})

describe('withRequestIdHeader', () => {
  const seen = withRequestIdHeader(async (request: Request, extra: string) => Response.json({ id: currentRequestId(), extra, url: request.url }))

  it('runs the handler with the incoming sane id and returns it', async () => {
    const response = await seen(new Request('http://x/api/a', { headers: { [REQUEST_ID_HEADER]: 'lb-trace-0001' } }), 'ctx')
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('lb-trace-0001')
    expect(await response.json()).toEqual({ id: 'lb-trace-0001', extra: 'ctx', url: 'http://x/api/a' })
  })

  it('makes one up for a missing or insane id, the same in the handler and on the answer', async () => {
    for (const headers of [{}, { [REQUEST_ID_HEADER]: 'bad id; drop table' }] as HeadersInit[]) {
      const response = await seen(new Request('http://x/api/a', { headers }), 'ctx')
      const id = response.headers.get(REQUEST_ID_HEADER)
      expect(id).toMatch(UUID)
      expect(((await response.json()) as { id: string }).id).toBe(id)
    }
  })

  it('keeps the id an outer layer (scripts/serve.ts) set', async () => {
    const response = await withRequestId('outer-layer-id', () =>
      seen(new Request('http://x/api/a', { headers: { [REQUEST_ID_HEADER]: 'client-said-this' } }), 'ctx'),
    )
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('outer-layer-id')
    expect(((await response.json()) as { id: string }).id).toBe('outer-layer-id')
  })

  it('lets an immutable response through without the header', async () => {
    const redirect = withRequestIdHeader(async () => Response.redirect('http://x/elsewhere', 302))
    const response = await redirect(new Request('http://x/'))
    expect(response.status).toBe(302)
  })
})

/** The logger Payload gets in production (payload.config.ts). */
const payloadLogger = () => capturingLogger({ forPayload: true })

const SQL = 'Failed query: select "products"."id", "products"."card_type" from "products" where "products"."id" = $1\nparams: NaN'

/** A failed query as drizzle wraps it: the driver's error, with its SQLSTATE, in `cause`. */
function failedQuery(code: string, message: string) {
  return Object.assign(new Error(SQL), { name: 'DrizzleQueryError', cause: Object.assign(new Error(message), { code }) })
}

describe('the log line of a failed query', () => {
  it('a value the database cannot read (?page=-5, an id "NaN"): one short info line with the SQLSTATE, no SQL, no stack', () => {
    const { log, lines } = payloadLogger()
    log.error({ err: failedQuery('22P02', 'invalid input syntax for type integer: "NaN"') })
    // GraphQL keeps the error it caught in originalError.
    log.error({ err: Object.assign(new Error('GraphQL'), { originalError: failedQuery('2201X', 'OFFSET must not be negative') }) })
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, name: 'payload', sqlstate: '22P02', msg: 'a request value the database cannot read for its column (answered 400)' }),
      expect.objectContaining({ level: 30, sqlstate: '2201X' }),
    ])
    expect(JSON.stringify(lines)).not.toMatch(/select|stack|NaN/)
  })

  it('any other failure of a query stays an error with the whole error (a missing table, a lost connection, a bug)', () => {
    const { log, lines } = payloadLogger()
    log.error({ err: failedQuery('42P01', 'relation "products" does not exist') })
    log.error({ err: failedQuery('08006', 'connection failure') })
    log.error('plain message')
    expect(lines.map((line) => line.level)).toEqual([50, 50, 50])
    expect((lines[0]!.err as { message: string; stack: string }).message).toContain('Failed query: select')
    expect((lines[0]!.err as { stack: string }).stack).toBeTruthy()
  })

  it("a data exception in the shop's own code or in a job is a bug: it stays an error with the whole error", () => {
    const shop = capturingLogger()
    shop.log.error({ err: failedQuery('22003', 'numeric field overflow') }, 'placeOrder failed')
    shop.log.error({ err: failedQuery('22003', 'numeric field overflow') })
    // Payload's job runner names the job in a message (payload/dist/queues/errors/handleTaskError.js).
    const payload = payloadLogger()
    payload.log.error({ err: failedQuery('22003', 'numeric field overflow'), msg: 'Error running job Task: sendMail id: 7 attempt 1' })
    expect([...shop.lines, ...payload.lines].map((line) => line.level)).toEqual([50, 50, 50])
    expect(JSON.stringify(payload.lines)).toContain('numeric field overflow')
  })

  it('a data exception logged below error level is left as it is', () => {
    const { log, lines } = payloadLogger()
    log.warn({ err: failedQuery('22P02', 'invalid input syntax') }, 'kept')
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'kept' })])
  })
})
