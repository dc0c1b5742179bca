/**
 * The staff second factor (issue 41.2) through the real routes: Payload's REST login (behind the shop's guard), its REST
 * and GraphQL APIs, the desk's /api/staff/* and /api/staff/secondFactor/*. A correct password of an account with an
 * authenticator app (any role), or of an admin without one, gives a token that opens nothing until the code (or a
 * recovery code, or setting the app up) finishes the sign-in; each code is good once (40 parallel → one session); wrong
 * codes count with the password attempts; a passkey sign-in needs no code. Codes are made with otpauth from the key
 * the enrolment shows, as an authenticator app would.
 */
import { Secret, TOTP } from 'otpauth'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as REST_GET, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as searchRoute } from '@/app/(frontend)/api/staff/search/route'
import { POST as enrolRoute } from '@/app/(frontend)/api/staff/secondFactor/enrol/route'
import { POST as enrolOptionsRoute } from '@/app/(frontend)/api/staff/secondFactor/enrolOptions/route'
import { POST as statusRoute } from '@/app/(frontend)/api/staff/secondFactor/status/route'
import { POST as verifyRoute } from '@/app/(frontend)/api/staff/secondFactor/verify/route'
import { CODE_NOT_LOGGED_IN } from '@/api/errors'
import { LOGIN_ACCOUNT_POLICY } from '@/domain/throttle'

import { B2C, BBC, CLIENT_IP_HEADER, localLogin, MEMBER, MEMBER_PASSWORD, MESSAGES, payload as getPayload, postJson, randomClientIp } from './helpers'
import { staffPasskeySession } from './staffSecondStep'

let payload: Payload
const PASSWORD = 'Second-factor-2026'
const ROLES = ['admin', 'support', 'editor', 'counter'] as const
type Role = (typeof ROLES)[number]

beforeAll(async () => {
  payload = await getPayload()
})

/** An authenticator app holding `secret`: the code of now, or of the next 30-second step (a code is good once per step). */
const codeOf = (secret: string, nextStep = false) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + (nextStep ? 30_000 : 0) })

async function newStaff(role: Role) {
  const email = `2fa-${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@taiwan-sim.test`
  const staff = await payload.create({ collection: 'staff', overrideAccess: true, data: { email, password: PASSWORD, name: `2FA ${role}`, role } as never })
  return { id: staff.id as number, email }
}

const ctx = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })
const jwt = (token?: string): Record<string, string> => (token ? { authorization: `JWT ${token}` } : {})

/** Payload's REST staff login (the admin's form posts the same), from `ip`. */
async function passwordLogin(email: string, { ip = randomClientIp(), password = PASSWORD } = {}) {
  const response = await REST_POST(
    new Request('http://localhost/api/staff/login', { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip }, body: JSON.stringify({ email, password }) }),
    ctx('staff/login'),
  )
  const body = (await response.json()) as { token?: string; user?: { secondStep?: string }; errors?: { message: string }[] }
  return { status: response.status, token: body.token!, secondStep: body.user?.secondStep, body }
}

const second = <T = unknown>(route: (r: Request) => Promise<Response>, name: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  postJson<T>(route, `/api/staff/secondFactor/${name}`, body, { lang: 'en', ...jwt(token), ...headers })

/** What a token opens: Payload's REST (its own account, the orders), GraphQL, and the order desk. */
async function opens(token: string) {
  const restGet = (path: string) => REST_GET(new Request(`http://localhost/api/${path}`, { headers: { [CLIENT_IP_HEADER]: randomClientIp(), ...jwt(token) } }), ctx(path))
  const me = (await (await restGet('staff/me')).json()) as { user: { email: string } | null }
  const graphql = await GRAPHQL(new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...jwt(token) }, body: JSON.stringify({ query: '{ Orders(limit: 1) { totalDocs } }' }) }))
  const desk = await postJson(searchRoute, '/api/staff/search', { query: 'TS' }, { lang: 'en', ...jwt(token) })
  return { me: me.user?.email ?? null, orders: (await restGet('orders?limit=1')).status, graphql: graphql.status, desk: desk.status }
}

const NOTHING = { me: null, orders: 403, graphql: 401, desk: 401 }
/** What a finished sign-in of each role opens (orders and the desk are for support and admins; a counter sees its airports' pickups only). */
const opened = (role: Role, email: string) => ({
  me: email,
  orders: role === 'admin' || role === 'support' ? 200 : 403,
  graphql: 200,
  desk: role === 'admin' || role === 'support' ? 200 : 403,
})

/** Sets the app up with a signed-in or waiting token; returns the key the QR code holds and the recovery codes. */
async function enrol(token: string) {
  const options = await second<{ secret: string; uri: string; qr: string }>(enrolOptionsRoute, 'enrolOptions', {}, token)
  expect(options.status, JSON.stringify(options.body)).toBe(200)
  const done = await second<{ recoveryCodes: string[] }>(enrolRoute, 'enrol', { code: codeOf(options.body.data.secret) }, token)
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  return { secret: options.body.data.secret, recoveryCodes: done.body.data.recoveryCodes, uri: options.body.data.uri, qr: options.body.data.qr }
}

/** A staff account of `role` with its app set up (an admin through the set-up its first password sign-in asks for). */
async function staffWithApp(role: Role) {
  const account = await newStaff(role)
  const first = await passwordLogin(account.email)
  expect(first.secondStep).toBe(role === 'admin' ? 'enrol' : undefined)
  return { ...account, ...(await enrol(first.token)) }
}

describe('a staff password sign-in waits for its second step', () => {
  it('an admin without an app: the password opens nothing; setting the app up (QR code, first code) opens it and shows ten recovery codes once', async () => {
    const admin = await newStaff('admin')
    const login = await passwordLogin(admin.email)
    expect(login.status).toBe(200)
    expect(login.secondStep).toBe('enrol')
    expect(await opens(login.token)).toEqual(NOTHING)
    expect((await second<{ step: string }>(statusRoute, 'status', {}, login.token)).body.data.step).toBe('enrol')
    // A code before any app is set up finishes nothing.
    expect((await second(verifyRoute, 'verify', { code: '123456' }, login.token)).status).toBe(401)

    const options = await second<{ secret: string; uri: string; qr: string }>(enrolOptionsRoute, 'enrolOptions', {}, login.token)
    expect(options.body.data.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/)
    expect(options.body.data.qr).toMatch(/^data:image\/png;base64,/)
    const wrong = await second(enrolRoute, 'enrol', { code: codeOf(options.body.data.secret) === '000000' ? '111111' : '000000' }, login.token, { lang: 'zh-tw' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe(MESSAGES['zh-TW'].api.secondFactorFailed)
    expect(await opens(login.token)).toEqual(NOTHING)

    const done = await second<{ recoveryCodes: string[] }>(enrolRoute, 'enrol', { code: codeOf(options.body.data.secret) }, login.token)
    expect(done.status).toBe(200)
    expect(done.body.data.recoveryCodes).toHaveLength(10)
    expect(new Set(done.body.data.recoveryCodes).size).toBe(10)
    expect(await opens(login.token)).toEqual(opened('admin', admin.email))
    // Stored encrypted and hashed, and nobody reads them through Payload (not even an admin).
    const [row] = (await payload.find({ collection: 'staff-second-factors', where: { staff: { equals: admin.id } }, overrideAccess: true })).docs as unknown as { secret: string; recoveryCodes: string[] }[]
    expect(row!.secret).not.toContain(options.body.data.secret)
    expect(row!.recoveryCodes.some((hash) => done.body.data.recoveryCodes.includes(hash))).toBe(false)
    const read = await REST_GET(new Request('http://localhost/api/staff-second-factors', { headers: jwt(login.token) }), ctx('staff-second-factors'))
    expect(read.status).toBe(403)
    // Set up once: a second set-up is refused, the app stays.
    expect((await second(enrolOptionsRoute, 'enrolOptions', {}, login.token)).status).toBe(409)
  })

  it.each(ROLES)('%s with an app: REST, GraphQL and /api/staff/* refuse the waiting token until the code; the code opens what the role may', async (role) => {
    const staff = await staffWithApp(role)
    const login = await passwordLogin(staff.email)
    expect(login.secondStep).toBe('code')
    expect(await opens(login.token)).toEqual(NOTHING)
    expect((await second<{ step: string }>(statusRoute, 'status', {}, login.token)).body.data.step).toBe('code')
    // The waiting token cannot be refreshed into a session either.
    const refresh = await REST_POST(new Request('http://localhost/api/staff/refresh-token', { method: 'POST', headers: jwt(login.token) }), ctx('staff/refresh-token'))
    expect(refresh.status).not.toBe(200)

    const done = await second(verifyRoute, 'verify', { code: codeOf(staff.secret, true) }, login.token)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(await opens(login.token)).toEqual(opened(role, staff.email))
  })

  it('a code is good once: 40 parallel submissions of one code over five waiting sign-ins finish exactly one', async () => {
    const staff = await staffWithApp('support')
    const logins = await Promise.all(Array.from({ length: 5 }, () => passwordLogin(staff.email)))
    const code = codeOf(staff.secret, true)
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => second(verifyRoute, 'verify', { code }, logins[i % 5]!.token)))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 401 && r.body.code !== 500)).toBe(true)
    const open = await Promise.all(logins.map(async (l) => (await opens(l.token)).me))
    expect(open.filter(Boolean)).toEqual([staff.email])
    // Five password checks at once (PBKDF2, 600 000 rounds each) take their time on a busy machine.
  }, 120_000)

  it('a recovery code finishes a sign-in once; another one still works', async () => {
    const admin = await staffWithApp('admin')
    const [first, second_] = admin.recoveryCodes
    const a = await passwordLogin(admin.email)
    expect((await second(verifyRoute, 'verify', { code: first!.toUpperCase() }, a.token)).status).toBe(200)
    const b = await passwordLogin(admin.email)
    expect((await second(verifyRoute, 'verify', { code: first! }, b.token)).status).toBe(401)
    expect((await second(verifyRoute, 'verify', { code: second_! }, b.token)).status).toBe(200)
    expect((await second<{ recoveryCodesLeft: number; on: boolean }>(statusRoute, 'status', {}, b.token)).body.data).toMatchObject({ on: true, recoveryCodesLeft: 8 })
  })

  it('wrong codes count with the password attempts: the account is held back from that address, then even the right code waits', async () => {
    const staff = await staffWithApp('editor')
    const ip = randomClientIp()
    const login = await passwordLogin(staff.email, { ip })
    const statuses: number[] = []
    for (let i = 0; i <= LOGIN_ACCOUNT_POLICY.free; i++) statuses.push((await second(verifyRoute, 'verify', { code: 'abcde-fghjk' }, login.token, { [CLIENT_IP_HEADER]: ip })).status)
    expect(statuses.slice(0, LOGIN_ACCOUNT_POLICY.free).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await second(verifyRoute, 'verify', { code: codeOf(staff.secret, true) }, login.token, { [CLIENT_IP_HEADER]: ip })).status).toBe(429)
    // The password from that address is held back the same way.
    expect((await passwordLogin(staff.email, { ip })).status).toBe(429)
    expect(await opens(login.token)).toEqual(NOTHING)
  })

  it('a waiting sign-in lasts ten minutes: later the code finishes nothing', async () => {
    const staff = await staffWithApp('counter')
    const login = await passwordLogin(staff.email)
    await payload.db.updateMany({ collection: 'staff-sign-in-steps', where: { staff: { equals: staff.id } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    const late = await second(verifyRoute, 'verify', { code: codeOf(staff.secret, true) }, login.token, { lang: 'ja' })
    expect(late.status).toBe(401)
    expect(late.body.message).toBe(MESSAGES.ja.api.secondStepExpired)
    expect(await opens(login.token)).toEqual(NOTHING)
  })

  it('a passkey sign-in is two factors already: its session opens at once, no code asked', async () => {
    const admin = await staffWithApp('admin')
    const session = await staffPasskeySession(payload, admin.id)
    expect(await opens(session.token)).toEqual(opened('admin', admin.email))
    expect((await second<{ step: string; signedIn: boolean }>(statusRoute, 'status', {}, session.token)).body.data).toMatchObject({ step: 'none', signedIn: true, on: true })
  })

  it('an editor, support or counter account without an app signs in with the password alone (they may turn one on)', async () => {
    for (const role of ['support', 'editor', 'counter'] as const) {
      const staff = await newStaff(role)
      const login = await passwordLogin(staff.email)
      expect(login.secondStep).toBeUndefined()
      expect(await opens(login.token)).toEqual(opened(role, staff.email))
    }
  })
})

describe('the second-factor endpoints: who may call them', () => {
  it('without a token: status says nothing waits; the others answer 401 (code 202)', async () => {
    expect((await second<{ step: string; signedIn: boolean }>(statusRoute, 'status', {})).body.data).toMatchObject({ step: 'none', signedIn: false })
    for (const [route, name, body] of [[verifyRoute, 'verify', { code: '123456' }], [enrolOptionsRoute, 'enrolOptions', {}], [enrolRoute, 'enrol', { code: '123456' }]] as const) {
      const reply = await second(route, name, body)
      expect(reply.status).toBe(401)
      expect(reply.body.code).toBe(CODE_NOT_LOGGED_IN)
    }
  })

  it.each([['member', MEMBER], ['b2c partner', B2C], ['bbc partner', BBC]])('a %s token is refused (403), and waits for nothing', async (_who, email) => {
    const { token } = await localLogin('members', email, MEMBER_PASSWORD)
    expect((await second<{ step: string }>(statusRoute, 'status', {}, token)).body.data.step).toBe('none')
    for (const [route, name, body] of [[verifyRoute, 'verify', { code: '123456' }], [enrolOptionsRoute, 'enrolOptions', {}], [enrolRoute, 'enrol', { code: '123456' }]] as const) {
      expect((await second(route, name, body, token)).status).toBe(403)
    }
  })

  it('a forged or foreign token is no waiting sign-in; bad input is a localized 400', async () => {
    const staff = await staffWithApp('support')
    const login = await passwordLogin(staff.email)
    const [header, body] = login.token.split('.')
    for (const forged of [`${header}.${body}.AAAA`, 'x.y.z', login.token.slice(0, -2)]) {
      expect((await second(verifyRoute, 'verify', { code: codeOf(staff.secret, true) }, forged)).status).toBe(401)
    }
    const bad = await second(verifyRoute, 'verify', { code: 'x'.repeat(500) }, login.token, { lang: 'ko' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBeTruthy()
    expect(await opens(login.token)).toEqual(NOTHING)
  })
})
