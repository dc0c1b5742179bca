/**
 * Issue 36, items 6 and 7: an endpoint that needs a login checks it before it reads, parses or validates the body.
 * Every endpoint the OpenAPI document says answers 401 (code 202, "log in again": members, and the staff tools) is
 * called through its real route file without a token and with a bad one, with an empty body and with a body that
 * breaks its schema: always code 202, never "field required". An anonymous upload of 22 MB is answered without
 * reading it (the stream is pulled by nobody); a public endpoint reads at most PUBLIC_BODY_BYTES of anybody's body.
 */
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_BODY_BYTES } from '@/api/body'
import { GET as OPENAPI } from '@/app/(frontend)/api/openapi.json/route'
import { POST as AUTHENTICATION } from '@/app/(frontend)/api/authentication/route'
import { POST as CONTACT } from '@/app/(frontend)/api/contact/route'

import { call, MEMBER, MEMBER_PASSWORD, MESSAGES, localLogin, payload, postRequest } from './helpers'

type Handler = (request: Request) => Response | Promise<Response>
type Document = { paths: Record<string, { post?: { responses?: Record<string, unknown> } }> }

const API_DIR = path.resolve(__dirname, '../../src/app/(frontend)/api')
const routeFileOf = (apiPath: string) => path.join(API_DIR, ...apiPath.replace(/^\/api\//, '').split('/'), 'route.ts')

let guarded: string[] = []
beforeAll(async () => {
  await payload()
  const document = (await (await OPENAPI()).json()) as Document
  // 401 with code 202 ("log in again"): the member endpoints' shared reply, and the staff tools' own.
  const needsLogin = (reply: unknown) => /NotLoggedIn|code 202/.test(JSON.stringify(reply ?? ''))
  guarded = Object.entries(document.paths)
    .filter(([, item]) => needsLogin(item.post?.responses?.['401']))
    .map(([apiPath]) => apiPath)
})

/** A body of `bytes` bytes that counts what the server pulled from it (a client still uploading). */
function upload(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

const NO_LOGIN: [string, Record<string, string>][] = [
  ['no token', {}],
  ['a bad token', { authorization: 'Bearer not-a-token' }],
  ['a forged JWT', { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6Im1lbWJlcnMifQ.' }],
  ['a bad cookie', { cookie: 'access_token=expired.or.forged' }],
]

describe('endpoints that need a login answer 202 before they look at the body', () => {
  it('finds them in the OpenAPI document (members and staff tools)', () => {
    expect(guarded).toEqual(expect.arrayContaining(['/api/orderDetail', '/api/user/cancelOrder', '/api/user/changePass', '/api/user/changeData', '/api/staff/search']))
    expect(guarded.length).toBeGreaterThan(15)
  })

  it.each(NO_LOGIN)('with %s, an empty body or one that breaks the schema', async (_label, login) => {
    const wrong: string[] = []
    for (const apiPath of guarded) {
      const { POST } = (await import(routeFileOf(apiPath))) as { POST: Handler }
      for (const body of ['', '{}', '{"orderNumber":{"$ne":1},"unknownField":"xxx"}', '[1,2,3]', '{not json']) {
        const { status, body: reply } = await call(POST, postRequest(apiPath, body, { lang: 'ja', 'idempotency-key': 'auth-first', ...login }))
        if (status !== 401 || reply.code !== 202 || reply.message !== MESSAGES.ja.api.notLoggedIn) wrong.push(`${apiPath} ← ${body || '(empty)'}: HTTP ${status} ${JSON.stringify(reply)}`)
      }
    }
    expect(wrong).toEqual([])
  })
})

describe('anonymous uploads', () => {
  it('ten parallel 22 MB uploads to /api/authentication are answered 202 without being read', async () => {
    const uploads = Array.from({ length: 10 }, () => upload(22 * 1024 * 1024))
    const started = Date.now()
    const replies = await Promise.all(
      uploads.map((u, i) => call(AUTHENTICATION, postRequest('/api/authentication', u.stream, i % 2 ? { authorization: 'Bearer not-a-token' } : {}))),
    )
    expect(replies.map((r) => [r.status, r.body.code])).toEqual(Array(10).fill([401, 202]))
    // Nothing beyond what the stream holds before anyone reads it.
    expect(Math.max(...uploads.map((u) => u.pulled()))).toBeLessThanOrEqual(2 * 64 * 1024)
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('a member still sends the large KYC body (the login comes first, then the body is read and checked)', async () => {
    const { token } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    const reply = await call(AUTHENTICATION, postRequest('/api/authentication', JSON.stringify({ passportName: '', pad: 'x'.repeat(2 * 1024 * 1024) }), { authorization: `Bearer ${token}` }))
    // Read (2 MB is over the 1 MB default, within the KYC limit) and validated: a field error, not 202 or 413.
    expect(reply.status).toBe(400)
  })

  it(`a public endpoint reads at most ${PUBLIC_BODY_BYTES / 1024} KB of anybody's body`, async () => {
    const u = upload(22 * 1024 * 1024)
    const reply = await call(CONTACT, postRequest('/api/contact', u.stream, { lang: 'en' }))
    expect(reply.status).toBe(413)
    expect(reply.body.message).toBe(MESSAGES.en.api.bodyTooLarge)
    expect(u.pulled()).toBeLessThanOrEqual(PUBLIC_BODY_BYTES + 2 * 64 * 1024)
  })
})
