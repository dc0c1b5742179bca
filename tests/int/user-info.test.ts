import { beforeAll, describe, expect, it } from 'vitest'

import { POST as LOGIN } from '@/app/(frontend)/api/login/route'
import { GET, POST } from '@/app/(frontend)/api/user/info/route'

import { B2C, MEMBER, MEMBER_PASSWORD, MESSAGES, STAFF, STAFF_PASSWORD, localLogin, postJson } from './helpers'

type Info = { id: number; email: string; type: number; surname: string | null; phone: string | null }

const info = (headers: Record<string, string>, body: unknown = {}) =>
  postJson<Info>(POST, '/api/user/info', body, { lang: 'en', ...headers })

function expectNotLoggedIn(result: Awaited<ReturnType<typeof info>>) {
  expect(result.status).toBe(401)
  expect(result.body).toEqual({ code: 202, message: MESSAGES.en.api.notLoggedIn, data: null })
}

let memberToken: string

beforeAll(async () => {
  const { body } = await postJson<{ access_token: string }>(LOGIN, '/api/login', {
    email: MEMBER,
    password: MEMBER_PASSWORD,
  })
  memberToken = body.data.access_token
  expect(memberToken).toBeTruthy()
})

describe('POST /api/user/info', () => {
  it('without a token → HTTP 401, code 202 (in the request language)', async () => {
    expectNotLoggedIn(await info({}))
    const ja = await info({ lang: 'jp' })
    expect(ja.status).toBe(401)
    expect(ja.body).toEqual({ code: 202, message: MESSAGES.ja.api.notLoggedIn, data: null })
  })

  it.each([
    ['a garbage bearer token', { authorization: 'Bearer garbage' }],
    ['a garbage cookie', { cookie: 'access_token=not.a.jwt' }],
    ['a token with a bad signature', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl' }],
    ['an empty cookie', { cookie: 'access_token=' }],
    ['a Basic authorization', { authorization: 'Basic YTpi' }],
  ])('with %s → code 202', async (_label, headers) => {
    expectNotLoggedIn(await info(headers))
  })

  it('with a member token as Authorization: Bearer → the member’s own profile', async () => {
    const { status, body } = await info({ authorization: `Bearer ${memberToken}` })
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.data).toMatchObject({ email: MEMBER, type: 1, surname: 'SATO' })
    expect(body.data).toHaveProperty('phone')
    expect(body.data).not.toHaveProperty('hash')
    expect(body.data).not.toHaveProperty('salt')
  })

  it('with a member token in the access_token cookie → 200', async () => {
    const { status, body } = await info({ cookie: `theme=dark; access_token=${memberToken}; other=1` })
    expect(status).toBe(200)
    expect(body.data.email).toBe(MEMBER)
  })

  it('answers for whoever the token belongs to', async () => {
    const { token } = await localLogin('members', B2C, MEMBER_PASSWORD)
    const { status, body } = await info({ authorization: `Bearer ${token}` })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ email: B2C, type: 2 })
  })

  it('a staff token is not a member login → code 202', async () => {
    for (const email of Object.values(STAFF)) {
      const { token } = await localLogin('staff', email, STAFF_PASSWORD)
      expectNotLoggedIn(await info({ authorization: `Bearer ${token}` }))
      expectNotLoggedIn(await info({ cookie: `access_token=${token}` }))
    }
  })

  it('ignores Payload’s payload-token cookie, even holding a member token', async () => {
    expectNotLoggedIn(await info({ cookie: `payload-token=${memberToken}` }))
    expectNotLoggedIn(await info({ authorization: `JWT ${memberToken}` }))
  })

  it('validates the body after all: unknown fields → 400', async () => {
    const { status, body } = await info({ authorization: `Bearer ${memberToken}` }, { id: 2 })
    expect(status).toBe(400)
    expect(body.data).toEqual({ errors: { id: MESSAGES.en.validation.unknownField } })
  })

  it('GET → 405', async () => {
    const response = GET(new Request('http://localhost/api/user/info', { headers: { lang: 'vi' } }))
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({ code: 405, message: MESSAGES.vi.api.methodNotAllowed, data: null })
  })
})
