/**
 * The catalog API's kept answers (issue 12): the production server answers a repeat of POST /api/productList from
 * the bytes Next sent for it, without going through Next (scripts/serve.ts, src/server/http/apiAnswerCache.ts).
 * A repeat must get exactly what the endpoint would answer: the same bytes and headers, its own request id, the
 * answer of its own language, currency and body, a content save at once, and every refusal as before.
 * The endpoint's own answer, for comparison, comes from a request with a chunked body (no Content-Length), which the
 * server never answers itself. Next streams its answers (chunked); the server's own have a Content-Length — that is
 * how these tests see which one answered (and fail loudly if a Next upgrade turns the fast path off).
 */
import { request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { ADMIN, apiLogin, messages, staffLogin } from './support'

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
type Envelope<T = unknown> = { code: number; message: string; data: T }
type Products = { list: { id: number; name: string; price?: unknown }[]; total: number }

/** A raw POST; `chunked` sends the body without a Content-Length (always answered by Next). */
function post(url: string, body: string, opts: { headers?: Record<string, string>; chunked?: boolean } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    if (opts.chunked) req.write(body.slice(0, 1))
    req.end(opts.chunked ? body.slice(1) : body)
  })
}

const json = <T>(reply: Reply) => JSON.parse(reply.body.toString('utf8')) as Envelope<T>
const fromServer = (reply: Reply) => reply.headers['content-length'] !== undefined && reply.headers['transfer-encoding'] === undefined
/**
 * The server's own answer to a request, asked again until one comes: a content save by another worker of the suite
 * (running in parallel) clears the kept answers at any moment, and the next request is then Next's again.
 */
async function keptAnswer(url: string, body: string, opts: { headers?: Record<string, string> } = {}): Promise<Reply> {
  let reply: Reply | undefined
  await expect.poll(async () => fromServer((reply = await post(url, body, opts))), { timeout: 15_000 }).toBe(true)
  return reply!
}
/** The headers that are the answer's, not the connection's or this one response's. */
const answerHeaders = (reply: Reply) => {
  const { date: _date, 'x-request-id': _id, 'content-length': _length, 'transfer-encoding': _chunked, connection: _c, 'keep-alive': _k, ...rest } = reply.headers
  return rest
}
const unique = () => `cache-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

test.describe('kept catalog answers (production server)', () => {
  test.describe.configure({ mode: 'serial' })

  test('a repeat comes from the server with the same bytes and headers as Next gave, and its own request id', async ({ baseURL }) => {
    const url = `${baseURL}/api/productList`
    // The endpoint declares its shared answer with its first request; a search nobody asked before is a miss.
    await post(url, '{}', { headers: { lang: 'en' } })
    for (const encoding of [undefined, 'gzip', 'br']) {
      const body = JSON.stringify({ name: unique() })
      const headers = { lang: 'ja', currency: 'JPY', ...(encoding ? { 'accept-encoding': encoding } : {}) }
      const first = await post(url, body, { headers })
      const second = await keptAnswer(url, body, { headers: { ...headers, 'x-request-id': 'req-kept-answer-1' } })
      expect(first.status, encoding).toBe(200)
      expect(fromServer(first), `${encoding}: the first one is Next's`).toBe(false)
      expect(second.status, encoding).toBe(200)
      expect(fromServer(second), `${encoding}: the repeat is the server's own`).toBe(true)
      expect(second.body.equals(first.body), encoding).toBe(true)
      expect(answerHeaders(second), encoding).toEqual(answerHeaders(first))
      expect(second.headers['cache-control']).toBe('no-store')
      expect(second.headers['content-type']).toBe('application/json')
      expect(second.headers['x-request-id']).toBe('req-kept-answer-1')
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      if (encoding === 'gzip') {
        expect(second.headers['content-encoding']).toBe('gzip')
        expect((JSON.parse(gunzipSync(second.body).toString('utf8')) as Envelope).message).toBe(messages('ja').api.ok)
      }
      if (!encoding) expect(json(second).message).toBe(messages('ja').api.ok)
    }
  })

  test("each language, currency and body gets the endpoint's own answer, never another one's", async ({ baseURL }) => {
    const url = `${baseURL}/api/productList`
    const variants = [
      { lang: 'en', currency: 'USD', body: '{}' },
      { lang: 'en', currency: 'JPY', body: '{}' },
      { lang: 'zh-tw', currency: 'TWD', body: '{}' },
      { lang: 'ko', currency: 'KRW', body: '{}' },
      { lang: 'en', currency: 'usd', body: '{ "pageSize": 1 }' },
      { lang: 'en', currency: 'XXX', body: '{"cardType":"esim"}' },
      { lang: 'en', currency: 'USD', body: '{"cardType":"esim","name":"  SIM "}' },
    ]
    const answers = new Map<string, string>()
    for (const { body, ...headers } of variants) {
      const kept = await keptAnswer(url, body, { headers })
      const endpoint = await post(url, body, { headers, chunked: true })
      const label = `${headers.lang} ${headers.currency} ${body}`
      expect(fromServer(kept), label).toBe(true)
      expect(fromServer(endpoint), label).toBe(false)
      expect(kept.body.toString('utf8'), label).toBe(endpoint.body.toString('utf8'))
      answers.set(label, kept.body.toString('utf8'))
    }
    // The variants really differ (prices per currency, names per language, the page size): no answer stood in for another.
    expect(answers.get('en USD {}')).not.toBe(answers.get('en JPY {}'))
    expect(answers.get('en USD {}')).not.toBe(answers.get('zh-tw TWD {}'))
    expect(json<Products>({ status: 200, headers: {}, body: Buffer.from(answers.get('en usd { "pageSize": 1 }')!) }).data.list).toHaveLength(1)
    expect(json({ status: 200, headers: {}, body: Buffer.from(answers.get('ko KRW {}')!) }).message).toBe(messages('ko').api.ok)
  })

  test('a content save shows on the very next request', async ({ baseURL, request }) => {
    const url = `${baseURL}/api/productList`
    const headers = { lang: 'en', currency: 'USD' }
    const login = await staffLogin(request, ADMIN)
    expect(login.status()).toBe(200)
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const kept = await keptAnswer(url, '{}', { headers })
    const product = json<Products>(kept).data.list[0]!
    const renamed = `${product.name} (edited ${Date.now()})`
    expect((await request.patch(`/api/products/${product.id}?locale=en`, { data: { name: renamed }, headers: auth })).status()).toBe(200)
    try {
      const after = await post(url, '{}', { headers })
      expect(json<Products>(after).data.list.find((p) => p.id === product.id)?.name).toBe(renamed)
      const again = await post(url, '{}', { headers })
      expect(json<Products>(again).data.list.find((p) => p.id === product.id)?.name).toBe(renamed)
    } finally {
      await request.patch(`/api/products/${product.id}?locale=en`, { data: { name: product.name }, headers: auth })
    }
    expect(json<Products>(await post(url, '{}', { headers })).data.list.find((p) => p.id === product.id)?.name).toBe(product.name)
  })

  test('a kept answer never stands in for a refusal', async ({ baseURL }) => {
    const url = `${baseURL}/api/productList`
    const headers = { lang: 'ko', currency: 'USD' }
    await keptAnswer(url, '{}', { headers })
    const ko = messages('ko').api
    const cases: [label: string, body: string, extra: Record<string, string>, status: number, message: string][] = [
      ['text/plain', '{}', { 'content-type': 'text/plain' }, 415, ko.unsupportedMediaType],
      ['no content type', '{}', { 'content-type': '' }, 415, ko.unsupportedMediaType],
      ["another site's page with the login cookie", '{}', { cookie: 'access_token=abc', origin: 'https://evil.example' }, 403, ko.forbidden],
      ['a cross-site fetch with the login cookie', '{}', { cookie: 'access_token=abc', 'sec-fetch-site': 'cross-site' }, 403, ko.forbidden],
      ['malformed JSON', '{', {}, 400, ko.malformedJson],
      ['an array', '[]', {}, 400, ko.invalidBody],
      ['null', 'null', {}, 400, ko.invalidBody],
      ['an unknown field', '{"x":1}', {}, 400, ko.validationFailed],
      ['a wrong type', '{"page":"1"}', {}, 400, ko.validationFailed],
      ['a NUL character', '{"name":"a\\u0000"}', {}, 400, ko.invalidCharacters],
      ['too large', JSON.stringify({ name: 'x'.repeat(1_100_000) }), {}, 413, ko.bodyTooLarge],
    ]
    for (const [label, body, extra, status, message] of cases) {
      const reply = await post(url, body, { headers: { ...headers, ...extra } })
      expect(reply.status, label).toBe(status)
      expect(json(reply).message, label).toBe(message)
    }
    // The same kept answer for the same request, afterwards.
    const kept = await keptAnswer(url, '{}', { headers })
    expect(kept.status).toBe(200)
  })

  test('a member endpoint is never answered from the kept answers', async ({ baseURL, request }) => {
    const token = await apiLogin(request)
    for (let i = 0; i < 2; i++) {
      const member = await post(`${baseURL}/api/user/info`, '{}', { headers: { lang: 'en', authorization: `Bearer ${token}` } })
      expect(member.status).toBe(200)
      expect(fromServer(member)).toBe(false)
      const anonymous = await post(`${baseURL}/api/user/info`, '{}', { headers: { lang: 'en' } })
      expect(json(anonymous).code).toBe(202)
    }
    // A member's own login cookie from the shop's own pages: the shared catalog answer, as before.
    const own = await post(`${baseURL}/api/productList`, '{}', { headers: { lang: 'en', cookie: `access_token=${token}`, origin: baseURL! } })
    expect(own.status).toBe(200)
    expect(json(own).code).toBe(200)
  })
})
