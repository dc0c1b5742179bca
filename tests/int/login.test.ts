import crypto from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/login/route'
import { POST as LOGOUT } from '@/app/(frontend)/api/logout/route'
import { POST as USER_INFO } from '@/app/(frontend)/api/user/info/route'
import { PASSWORD_HASH } from '@/server/auth/throttle'

import {
  B2C,
  BBC,
  LOCALES,
  MEMBER,
  MEMBER_PASSWORD,
  MESSAGES,
  call,
  CLIENT_IP_HEADER,
  lang,
  payload,
  postJson,
  postRequest,
  randomClientIp,
  setCookies,
} from './helpers'

type LoginData = {
  token_type: string
  access_token: string
  expires_at: number
  userInfo: { id: number; email: string; type: number; surname: string | null; givenName: string | null }
}

const login = (body: unknown, headers: Record<string, string> = { lang: 'en' }) =>
  postJson<LoginData>(POST, '/api/login', body, headers)

describe('POST /api/login', () => {
  it('logs a member in: token, user info and cookies', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { status, body, headers } = await login({ email: MEMBER, password: MEMBER_PASSWORD })
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.message).toBe(MESSAGES.en.api.ok)
    expect(body.data.token_type).toBe('Bearer')
    expect(body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(body.data.userInfo).toMatchObject({ email: MEMBER, type: 1, surname: 'SATO', givenName: 'HANAKO' })
    expect(body.data.userInfo).not.toHaveProperty('password')
    expect(body.data.userInfo).not.toHaveProperty('hash')
    // Members stay logged in for 7 days.
    expect(body.data.expires_at - before).toBeGreaterThan(7 * 24 * 3600 - 60)
    expect(body.data.expires_at - before).toBeLessThanOrEqual(7 * 24 * 3600 + 60)

    expect(headers.get('cache-control')).toBe('no-store')
    const cookies = setCookies(headers)
    const token = cookies.access_token!
    expect(token).toBeDefined()
    expect(token.startsWith(`access_token=${body.data.access_token};`)).toBe(true)
    expect(token).toContain('HttpOnly')
    expect(token).toContain('SameSite=Lax')
    expect(token).toContain('Path=/')
    expect(token).toMatch(/Max-Age=(\d+)/)
    expect(Number(/Max-Age=(\d+)/.exec(token)![1])).toBeGreaterThan(7 * 24 * 3600 - 60)

    const info = cookies.user_info!
    expect(info).toBeDefined()
    expect(info).not.toContain('HttpOnly')
    expect(info).toContain('SameSite=Lax')
    const value = decodeURIComponent(/^user_info=([^;]*)/.exec(info)![1]!)
    expect(JSON.parse(value)).toEqual({ type: 1 })
  })

  it('accepts an e-mail with surrounding spaces and other case', async () => {
    const { status, body } = await login({ email: `  ${MEMBER.toUpperCase()} `, password: MEMBER_PASSWORD })
    expect(status).toBe(200)
    expect(body.data.userInfo.email).toBe(MEMBER)
  })

  it.each([
    [B2C, 2],
    [BBC, 3],
  ])('%s gets account type %i', async (email, type) => {
    const { status, body, headers } = await login({ email, password: MEMBER_PASSWORD })
    expect(status).toBe(200)
    expect(body.data.userInfo.type).toBe(type)
    expect(decodeURIComponent(setCookies(headers).user_info!)).toContain(`{"type":${type}}`)
  })

  it('rejects a wrong password with 401 and the exact message in each language', async () => {
    expect(MESSAGES.en.api.loginFailed).toBe('E-mail or password is incorrect')
    expect(MESSAGES['zh-TW'].api.loginFailed).toBe('電子郵件或密碼錯誤')
    for (const locale of LOCALES) {
      const { status, body, headers } = await login(
        { email: MEMBER, password: 'wrong-password' },
        { lang: lang(locale) },
      )
      expect(status, locale).toBe(401)
      expect(body).toEqual({ code: 401, message: MESSAGES[locale].api.loginFailed, data: null })
      expect(headers.getSetCookie()).toEqual([])
    }
    // A later good login still works (the failures above stay under the lockout threshold).
    expect((await login({ email: MEMBER, password: MEMBER_PASSWORD })).status).toBe(200)
  })

  it('answers an unknown e-mail exactly like a wrong password (no account enumeration)', async () => {
    for (const header of ['en', 'zh-tw', 'jp']) {
      const wrong = await login({ email: MEMBER, password: 'nope-nope' }, { lang: header })
      const unknown = await login({ email: 'nobody@taiwan-sim.test', password: 'nope-nope' }, { lang: header })
      expect(unknown.status).toBe(401)
      expect(unknown.body).toEqual(wrong.body)
    }
    expect((await login({ email: MEMBER, password: MEMBER_PASSWORD })).status).toBe(200)
  })

  it('does the same password hashing for an unknown e-mail as for a wrong password', async () => {
    // The work, counted: one PBKDF2 of Payload's strength (600 000 rounds) either way.
    const spy = vi.spyOn(crypto, 'pbkdf2')
    const hashes = async (email: string) => {
      spy.mockClear()
      expect((await login({ email, password: 'not-the-password-1' })).status).toBe(401)
      return spy.mock.calls.filter((call) => call[2] === PASSWORD_HASH.iterations).length
    }
    try {
      expect(await hashes(MEMBER)).toBe(1)
      expect(await hashes(`nobody-${Date.now()}@taiwan-sim.test`)).toBe(1)
    } finally {
      spy.mockRestore()
    }
  })

  it('and takes about as long (timed pair by pair, so the load of the machine cancels out)', async () => {
    const ratios: number[] = []
    for (let i = 0; i < 5; i++) {
      const time = async (email: string) => {
        const started = performance.now()
        await login({ email, password: 'not-the-password-1' })
        return performance.now() - started
      }
      const known = await time(MEMBER)
      ratios.push((await time(`nobody-${i}-${Date.now()}@taiwan-sim.test`)) / known)
    }
    // Before: ~15 ms against ~250 ms (0.06). Now both hash once.
    expect(ratios.sort((a, b) => a - b)[2]).toBeGreaterThan(0.3)
  })

  it('does not let staff log in as members', async () => {
    const { status, body } = await login({ email: 'admin@taiwan-sim.test', password: 'TaiwanSim2026!' })
    expect(status).toBe(401)
    expect(body.code).toBe(401)
  })
})

describe('login back-off (per account and client address, in PostgreSQL)', () => {
  const newMember = async (prefix: string) => {
    const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@taiwan-sim.test`
    await (await payload()).create({ collection: 'members', data: { email, password: 'right-password1', accountType: 1 } })
    return email
  }

  it('after 5 wrong passwords from one address waits a minute — and says so — while the member logs in from elsewhere', async () => {
    const email = await newMember('backoff')
    const attacker = randomClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await login({ email, password: 'wrong' }, { lang: 'en', [CLIENT_IP_HEADER]: attacker })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])

    // The sixth try from that address is refused before the password is even looked at, with the wait.
    const refused = await login({ email, password: 'right-password1' }, { lang: 'kr', [CLIENT_IP_HEADER]: attacker })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe(429)
    expect(refused.body.message).toBe(MESSAGES.ko.api.accountLocked.replace('{minutes}', '1'))
    const wait = (refused.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds
    expect(wait).toBeGreaterThan(30)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused.headers.get('retry-after')).toBe(String(wait))

    // Payload's own lockout is off: the traveller at their own address is not locked out by the attacker.
    const owner = await login({ email, password: 'right-password1' }, { lang: 'en', [CLIENT_IP_HEADER]: randomClientIp() })
    expect(owner.status).toBe(200)
  })

  it('counts each try before checking it: of 40 parallel wrong passwords only 5 are checked', async () => {
    const email = await newMember('parallel')
    const ip = randomClientIp()
    const results = await Promise.all(
      Array.from({ length: 40 }, () => login({ email, password: 'wrong' }, { lang: 'en', [CLIENT_IP_HEADER]: ip })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(35)
  })

  it('treats an unknown e-mail the same way (a lockout does not reveal an account)', async () => {
    const ip = randomClientIp()
    const email = `nobody-${Date.now()}@taiwan-sim.test`
    for (let i = 0; i < 5; i++) expect((await login({ email, password: 'x' }, { [CLIENT_IP_HEADER]: ip })).status).toBe(401)
    expect((await login({ email, password: 'x' }, { [CLIENT_IP_HEADER]: ip })).status).toBe(429)
  })

  it('limits one address to 30 failures an hour over all accounts', async () => {
    const ip = randomClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push((await login({ email: `sprayed-${i}-${Date.now()}@taiwan-sim.test`, password: 'x' }, { [CLIENT_IP_HEADER]: ip })).status)
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Other addresses are unaffected.
    expect((await login({ email: MEMBER, password: MEMBER_PASSWORD })).status).toBe(200)
  })

  it('a success forgets the failures of that account and address', async () => {
    const email = await newMember('forgiven')
    const ip = randomClientIp()
    for (let i = 0; i < 4; i++) await login({ email, password: 'wrong' }, { [CLIENT_IP_HEADER]: ip })
    expect((await login({ email, password: 'right-password1' }, { [CLIENT_IP_HEADER]: ip })).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login({ email, password: 'wrong' }, { [CLIENT_IP_HEADER]: ip })).status).toBe(401)
  })
})

describe('POST /api/login (continued)', () => {
  describe('rejected requests (never 5xx)', () => {
    it('malformed JSON → 400 malformedJson in the request language', async () => {
      for (const locale of LOCALES) {
        const { status, body } = await call(POST, postRequest('/api/login', '{"email":', { lang: lang(locale) }))
        expect(status).toBe(400)
        expect(body).toEqual({ code: 400, message: MESSAGES[locale].api.malformedJson, data: null })
      }
    })

    it.each(['[]', '[{"email":"a@b.co"}]', '"text"', '42', 'null', 'true'])('%s → 400 invalidBody', async (raw) => {
      const { status, body } = await call(POST, postRequest('/api/login', raw, { lang: 'en' }))
      expect(status).toBe(400)
      expect(body).toEqual({ code: 400, message: MESSAGES.en.api.invalidBody, data: null })
    })

    it('missing fields → 400 with data.errors per field', async () => {
      const { status, body } = await login({}, { lang: 'jp' })
      expect(status).toBe(400)
      expect(body.code).toBe(400)
      expect(body.message).toBe(MESSAGES.ja.api.validationFailed)
      expect(body.data).toEqual({
        errors: { email: MESSAGES.ja.validation.required, password: MESSAGES.ja.validation.required },
      })
    })

    it('an empty body is an empty object → required fields', async () => {
      const { status, body } = await call<{ errors: Record<string, string> }>(
        POST,
        postRequest('/api/login', null, { lang: 'zh-tw' }),
      )
      expect(status).toBe(400)
      expect(body.data.errors).toEqual({
        email: MESSAGES['zh-TW'].validation.required,
        password: MESSAGES['zh-TW'].validation.required,
      })
    })

    it('wrong types → 400 with localized errors', async () => {
      const { status, body } = await login({ email: 123, password: ['x'] }, { lang: 'zh-cn' })
      expect(status).toBe(400)
      const errors = (body.data as unknown as { errors: Record<string, string> }).errors
      expect(Object.keys(errors).sort()).toEqual(['email', 'password'])
      const allowed = [MESSAGES['zh-CN'].validation.required, MESSAGES['zh-CN'].validation.invalidType]
      expect(allowed).toContain(errors.email)
      expect(allowed).toContain(errors.password)
    })

    it('an invalid e-mail → invalidEmail', async () => {
      const { status, body } = await login({ email: 'not-an-email', password: 'x' }, { lang: 'vi' })
      expect(status).toBe(400)
      expect(body.data).toEqual({ errors: { email: MESSAGES.vi.validation.invalidEmail } })
    })

    it('unknown fields → 400 unknownField under the field name', async () => {
      const { status, body } = await login(
        { email: MEMBER, password: MEMBER_PASSWORD, role: 'admin', accountType: 3 },
        { lang: 'en' },
      )
      expect(status).toBe(400)
      expect(body.data).toEqual({
        errors: { role: MESSAGES.en.validation.unknownField, accountType: MESSAGES.en.validation.unknownField },
      })
    })

    it('too long values → tooLong', async () => {
      const { status, body } = await login({ email: `${'a'.repeat(250)}@b.co`, password: 'p'.repeat(200) })
      expect(status).toBe(400)
      expect(body.data).toEqual({
        errors: { email: MESSAGES.en.validation.tooLong, password: MESSAGES.en.validation.tooLong },
      })
    })

    it('a body over 1 MB with content-length → 413', async () => {
      const raw = JSON.stringify({ email: MEMBER, password: 'x'.repeat(1024 * 1024) })
      const request = postRequest('/api/login', raw, { lang: 'en', 'content-length': String(Buffer.byteLength(raw)) })
      const { status, body } = await call(POST, request)
      expect(status).toBe(413)
      expect(body).toEqual({ code: 413, message: MESSAGES.en.api.bodyTooLarge, data: null })
    })

    it('a streamed body over 1 MB without content-length → 413', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"a@b.co","password":"'))
        },
        pull(controller) {
          if (sent > 3 * 1024 * 1024) return controller.close()
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      })
      const request = postRequest('/api/login', stream, { lang: 'ja' })
      expect(request.headers.get('content-length')).toBeNull()
      const { status, body } = await call(POST, request)
      expect(status).toBe(413)
      expect(body).toEqual({ code: 413, message: MESSAGES.ja.api.bodyTooLarge, data: null })
    })

    it('GET → 405 envelope with Allow: POST', async () => {
      const response = GET(new Request('http://localhost/api/login', { headers: { lang: 'kr' } }))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(await response.json()).toEqual({ code: 405, message: MESSAGES.ko.api.methodNotAllowed, data: null })
    })

    it('an unknown or missing lang header answers in zh-TW', async () => {
      for (const headers of [{}, { lang: 'xx' }] as Record<string, string>[]) {
        const { body } = await call(POST, postRequest('/api/login', '{', headers))
        expect(body.message).toBe(MESSAGES['zh-TW'].api.malformedJson)
      }
    })
  })
})

describe('POST /api/logout', () => {
  it('clears both cookies', async () => {
    const { status, body, headers } = await postJson(LOGOUT, '/api/logout', {}, { lang: 'en' })
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    const cookies = setCookies(headers)
    expect(cookies.access_token).toMatch(/^access_token=;.*Max-Age=0/)
    expect(cookies.access_token).toContain('HttpOnly')
    expect(cookies.user_info).toMatch(/^user_info=;.*Max-Age=0/)
  })
})

describe('sessions end on the server', () => {
  it('after logout the token no longer works (not only the cookies are gone)', async () => {
    const { body } = await postJson<LoginData>(POST, '/api/login', { email: B2C, password: MEMBER_PASSWORD }, { lang: 'en' })
    const token = body.data.access_token
    const bearer = { authorization: `Bearer ${token}`, lang: 'en' }
    expect((await postJson(USER_INFO, '/api/user/info', {}, bearer)).body.code).toBe(200)

    const out = await postJson(LOGOUT, '/api/logout', {}, bearer)
    expect(out.body.code).toBe(200)
    const after = await postJson(USER_INFO, '/api/user/info', {}, bearer)
    expect(after.body.code).toBe(202)
    // The member's other sessions are untouched.
    const other = await postJson<LoginData>(POST, '/api/login', { email: B2C, password: MEMBER_PASSWORD }, { lang: 'en' })
    expect((await postJson(USER_INFO, '/api/user/info', {}, { authorization: `Bearer ${other.body.data.access_token}` })).body.code).toBe(200)
  })
})

describe('requests from other sites (CSRF)', () => {
  const tokenCookie = async () => {
    const { body } = await postJson<LoginData>(POST, '/api/login', { email: BBC, password: MEMBER_PASSWORD }, { lang: 'en' })
    return `access_token=${body.data.access_token}`
  }

  it('a body that is not declared JSON is refused with 415 (a cross-site form cannot send JSON)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const request = new Request('http://localhost/api/user/info', { method: 'POST', headers: { 'content-type': type, lang: 'ja' }, body: '{}' })
      const { status, body } = await call(USER_INFO, request)
      expect(status, type).toBe(415)
      expect(body).toEqual({ code: 415, message: MESSAGES.ja.api.unsupportedMediaType, data: null })
    }
  })

  it('the login cookie does not act for a page of another origin', async () => {
    const cookie = await tokenCookie()
    const foreign = await postJson(USER_INFO, '/api/user/info', {}, { cookie, origin: 'https://evil.example', lang: 'en' })
    expect(foreign.status).toBe(403)
    expect(foreign.body.code).toBe(403)
    const crossSite = await postJson(USER_INFO, '/api/user/info', {}, { cookie, 'sec-fetch-site': 'cross-site', lang: 'en' })
    expect(crossSite.status).toBe(403)
    // The shop's own pages (same origin) and non-browser clients keep working.
    const own = await postJson(USER_INFO, '/api/user/info', {}, { cookie, origin: 'http://localhost:3000' })
    expect(own.body.code).toBe(200)
    expect((await postJson(USER_INFO, '/api/user/info', {}, { cookie })).body.code).toBe(200)
  })
})
