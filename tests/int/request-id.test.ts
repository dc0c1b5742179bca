/**
 * Request ids through the real entry points (src/server/requestContext.ts): the storefront endpoint wrapper
 * and Payload's REST/GraphQL routes return `x-request-id` — the client's when sane, a new UUID otherwise —
 * and the lines the shared logger writes while serving the request carry the same id.
 */
import './content-next-runtime'

import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { GET as PAYLOAD_GET } from '@/app/(payload)/api/[...slug]/route'
import { GET as QUESTION_CATEGORY_GET, POST as QUESTION_CATEGORY } from '@/app/(frontend)/api/questionCategory/route'
import { defineEndpoint } from '@/api/endpoint'
import { logger } from '@/server/logger'
import { currentRequestId } from '@/server/requestContext'

import { call, postJson, postRequest } from './helpers'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The shared logger's output, captured while a test runs (restored afterwards). */
const streamSym: symbol = pino.symbols.streamSym
const loggerSlots = logger as unknown as Record<symbol, unknown>
const original = loggerSlots[streamSym]
let lines: Record<string, unknown>[] = []
function captureLogs() {
  lines = []
  loggerSlots[streamSym] = {
    write: (line: string) => {
      for (const one of line.split('\n').filter(Boolean)) lines.push(JSON.parse(one) as Record<string, unknown>)
    },
  }
}
afterEach(() => {
  loggerSlots[streamSym] = original
})

/** An endpoint like every other, whose handler logs and then fails unexpectedly (the 500 path logs too). */
const probe = defineEndpoint({
  schema: z.object({ fail: z.boolean() }),
  handler: async ({ input }) => {
    logger.warn({ step: 'handler' }, 'request-id probe')
    // A hop to a later macrotask, as real I/O makes: the request's id must survive it.
    await new Promise((resolve) => setImmediate(resolve))
    if (input.fail) throw new Error('unexpected')
    return { seenId: currentRequestId() }
  },
})

describe('x-request-id on the storefront API', () => {
  it('keeps a sane incoming id: the answer returns it and the handler runs under it', async () => {
    const { status, body, headers } = await postJson<{ seenId: string }>(probe.POST, '/api/probe', { fail: false }, { 'x-request-id': 'lb-0123456789abcdef' })
    expect(status).toBe(200)
    expect(headers.get('x-request-id')).toBe('lb-0123456789abcdef')
    expect(body.data.seenId).toBe('lb-0123456789abcdef')
  })

  it('replaces a missing or malformed id by a fresh UUID, the same in the handler and the answer', async () => {
    const ids = new Set<string>()
    for (const sent of [undefined, 'x', 'has space 12345', '<script>alert(1)</script>', 'a'.repeat(200)]) {
      const { body, headers } = await postJson<{ seenId: string }>(probe.POST, '/api/probe', { fail: false }, { 'x-request-id': sent })
      const id = headers.get('x-request-id')!
      expect(id, String(sent)).toMatch(UUID)
      expect(body.data.seenId).toBe(id)
      ids.add(id)
    }
    expect(ids.size).toBe(5)
  })

  it('every log line of the request carries its id, 40 requests at once without mixing them up', async () => {
    captureLogs()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson(probe.POST, '/api/probe', { fail: true }, { 'x-request-id': `parallel-${String(i).padStart(4, '0')}` })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(500))
    expect(answers.map((a) => a.headers.get('x-request-id'))).toEqual(answers.map((_, i) => `parallel-${String(i).padStart(4, '0')}`))
    const ours = lines.filter((l) => l.msg === 'request-id probe' || l.msg === 'API failure')
    expect(ours).toHaveLength(80)
    for (let i = 0; i < 40; i++) {
      const id = `parallel-${String(i).padStart(4, '0')}`
      expect(ours.filter((l) => l.requestId === id).map((l) => l.msg).sort()).toEqual(['API failure', 'request-id probe'])
    }
  })

  it('a real endpoint answers with the id, also for a refused request (405, 415, 400)', async () => {
    const ok = await postJson(QUESTION_CATEGORY, '/api/questionCategory', {}, { 'x-request-id': 'client-id-000001' })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('x-request-id')).toBe('client-id-000001')
    const wrongType = await call(QUESTION_CATEGORY, postRequest('/api/questionCategory', '{}', { 'content-type': 'text/plain' }))
    expect(wrongType.status).toBe(415)
    expect(wrongType.headers.get('x-request-id')).toMatch(UUID)
    const notJson = await call(QUESTION_CATEGORY, postRequest('/api/questionCategory', '{not json', { 'x-request-id': 'client-id-000002' }))
    expect(notJson.status).toBe(400)
    expect(notJson.headers.get('x-request-id')).toBe('client-id-000002')
    const get = QUESTION_CATEGORY_GET(new Request('http://localhost/api/questionCategory', { headers: { 'x-request-id': 'client-id-000003' } }))
    expect(get.status).toBe(405)
    expect(get.headers.get('x-request-id')).toBe('client-id-000003')
  })
})

describe("x-request-id on Payload's REST and GraphQL routes", () => {
  it('REST: the answer carries the sane incoming id, or a new one', async () => {
    const context = { params: Promise.resolve({ slug: ['faq-categories'] }) }
    const kept = await PAYLOAD_GET(new Request('http://localhost/api/faq-categories?limit=1', { headers: { 'x-request-id': 'rest-id-00000001' } }), context)
    expect(kept.headers.get('x-request-id')).toBe('rest-id-00000001')
    const fresh = await PAYLOAD_GET(new Request('http://localhost/api/faq-categories?limit=1', { headers: { 'x-request-id': 'bad\tid' } }), {
      params: Promise.resolve({ slug: ['faq-categories'] }),
    })
    expect(fresh.headers.get('x-request-id')).toMatch(UUID)
  })

  it('GraphQL (refused without a staff login) still answers with the id', async () => {
    const response = await GRAPHQL(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'graphql-id-000001' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    )
    expect(response.headers.get('x-request-id')).toBe('graphql-id-000001')
  })
})
