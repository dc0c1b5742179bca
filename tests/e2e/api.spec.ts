/**
 * The storefront API as the production build answers it (minified server code, Secure cookies):
 * the same contract the int tests check against the handlers, end to end over HTTP.
 */
import { expect, test } from '@playwright/test'

import { BBC, MEMBER, MEMBER_PASSWORD, messages } from './support'

type Envelope = { code: number; message: string; data: unknown }

test.describe('storefront API (production build)', () => {
  test('good credentials → 200 with token and cookies', async ({ request }) => {
    const response = await request.post('/api/login', {
      data: { email: MEMBER, password: MEMBER_PASSWORD },
      headers: { lang: 'en' },
    })
    expect(response.status()).toBe(200)
    const body = (await response.json()) as Envelope & { data: { access_token: string; userInfo: { type: number } } }
    expect(body.code).toBe(200)
    expect(body.data.userInfo.type).toBe(1)
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
    const token = cookies.find((c) => c.value.startsWith('access_token='))?.value ?? ''
    expect(token).toContain('HttpOnly')
    expect(token).toContain('SameSite=Lax')
    expect(token).toContain('Secure')
  })

  test('a wrong password → 401 loginFailed in the request language (never 5xx)', async ({ request }) => {
    for (const [header, locale] of [
      ['en', 'en'],
      ['zh-tw', 'zh-TW'],
      ['jp', 'ja'],
    ] as const) {
      const response = await request.post('/api/login', {
        data: { email: BBC, password: 'wrong-password' },
        headers: { lang: header },
      })
      expect(response.status(), header).toBe(401)
      expect(await response.json()).toEqual({ code: 401, message: messages(locale).api.loginFailed, data: null })
    }
  })

  test('an unknown e-mail → the same 401 answer', async ({ request }) => {
    const response = await request.post('/api/login', {
      data: { email: 'nobody@taiwan-sim.test', password: 'wrong-password' },
      headers: { lang: 'en' },
    })
    expect(response.status()).toBe(401)
    expect(await response.json()).toEqual({ code: 401, message: messages('en').api.loginFailed, data: null })
  })

  test('malformed JSON → 400, GET → 405, too large → 413', async ({ request }) => {
    const malformed = await request.post('/api/login', {
      data: Buffer.from('{"email":'),
      headers: { lang: 'ko', 'content-type': 'application/json' },
    })
    expect(malformed.status()).toBe(400)
    expect(((await malformed.json()) as Envelope).message).toBe(messages('ko').api.malformedJson)

    const get = await request.get('/api/login', { headers: { lang: 'en' } })
    expect(get.status()).toBe(405)
    expect(((await get.json()) as Envelope).code).toBe(405)

    const big = await request.post('/api/login', {
      data: JSON.stringify({ email: MEMBER, password: 'x'.repeat(1_100_000) }),
      headers: { lang: 'en', 'content-type': 'application/json' },
    })
    expect(big.status()).toBe(413)
    expect(((await big.json()) as Envelope).code).toBe(413)
  })

  test('/api/user/info: 202 without a login, the member with one', async ({ request }) => {
    const anonymous = await request.post('/api/user/info', { data: {}, headers: { lang: 'en' } })
    expect(anonymous.status()).toBe(401)
    expect(((await anonymous.json()) as Envelope).code).toBe(202)

    const login = await request.post('/api/login', { data: { email: MEMBER, password: MEMBER_PASSWORD } })
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
    const info = await request.post('/api/user/info', {
      data: {},
      headers: { authorization: `Bearer ${token}`, lang: 'en' },
    })
    expect(info.status()).toBe(200)
    expect(((await info.json()) as { data: { email: string } }).data.email).toBe(MEMBER)
  })
})
