/**
 * Passkeys of members (issue 41.2) through the real route handlers, with a software authenticator (softAuthenticator.ts)
 * so @simplewebauthn/server's real verification runs: every endpoint without a token, with another member's, with each
 * partner type and each staff role; a passkey signs in only its own member; a challenge is used once (40 parallel
 * answers → one session), a counter that did not move on and a late challenge are refused, removing needs a fresh login.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as listRoute } from '@/app/(frontend)/api/passkey/list/route'
import { POST as loginRoute } from '@/app/(frontend)/api/passkey/login/route'
import { POST as loginOptionsRoute } from '@/app/(frontend)/api/passkey/loginOptions/route'
import { POST as registerRoute } from '@/app/(frontend)/api/passkey/register/route'
import { POST as registerOptionsRoute } from '@/app/(frontend)/api/passkey/registerOptions/route'
import { POST as removeRoute } from '@/app/(frontend)/api/passkey/remove/route'
import { POST as renameRoute } from '@/app/(frontend)/api/passkey/rename/route'
import { POST as staffListRoute } from '@/app/(frontend)/api/staff/passkey/list/route'
import { POST as staffLoginRoute } from '@/app/(frontend)/api/staff/passkey/login/route'
import { POST as staffLoginOptionsRoute } from '@/app/(frontend)/api/staff/passkey/loginOptions/route'
import { POST as staffRegisterRoute } from '@/app/(frontend)/api/staff/passkey/register/route'
import { POST as staffRegisterOptionsRoute } from '@/app/(frontend)/api/staff/passkey/registerOptions/route'
import { POST as staffRemoveRoute } from '@/app/(frontend)/api/staff/passkey/remove/route'
import { POST as staffRenameRoute } from '@/app/(frontend)/api/staff/passkey/rename/route'
import { POST as userInfoRoute } from '@/app/(frontend)/api/user/info/route'
import { FRESH_SIGN_IN_SECONDS, PASSKEY_CHALLENGE_TTL_MS, PASSKEY_LOGIN_OPTIONS_PER_IP, relyingParty } from '@/domain/passkeys'
import { CODE_NOT_LOGGED_IN } from '@/api/errors'
import { siteUrl } from '@/server/env'

import { CLIENT_IP_HEADER, localLogin, MESSAGES, payload as getPayload, postJson, randomClientIp, setCookies, STAFF, STAFF_PASSWORD } from './helpers'
import { SoftAuthenticator } from './softAuthenticator'

let payload: Payload
type Options = { options: { challenge: string; user?: { id: string } } }
type Stored = { id: number; name: string; createdAt: string; lastUsedAt: string | null }

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}`, lang: 'en' } : { lang: 'en' })
const authenticator = () => {
  const { rpID, origin } = relyingParty(siteUrl())
  return new SoftAuthenticator(rpID, origin)
}

/** A new account of `accountType`, logged in (types 2 and 3 with their partner). */
async function newMember(accountType: 1 | 2 | 3 = 1) {
  const email = `pk${accountType}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = `pw-${Math.random().toString(36).slice(2)}A1`
  const data: Record<string, unknown> = { email, password, accountType }
  if (accountType !== 1) data.partner = (await payload.create({ collection: 'partners', data: { name: `Partner ${email}`, kind: accountType === 2 ? 'b2c' : 'bbc' } as never })).id
  const member = await payload.create({ collection: 'members', data: data as never })
  return { id: member.id, email, token: (await localLogin('members', email, password)).token }
}

async function addPasskey(token: string, device = authenticator(), name?: string) {
  const options = await postJson<Options>(registerOptionsRoute, '/api/passkey/registerOptions', {}, auth(token))
  expect(options.status).toBe(200)
  const added = await postJson<{ passkey: Stored }>(registerRoute, '/api/passkey/register', { response: device.register(options.body.data.options), name }, auth(token))
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return { device, passkey: added.body.data.passkey }
}

const loginOptions = async () => (await postJson<Options>(loginOptionsRoute, '/api/passkey/loginOptions', {}, auth())).body.data.options
const signIn = (response: unknown) => postJson<{ access_token: string; userInfo: { email: string } }>(loginRoute, '/api/passkey/login', { response }, auth())
const sessionsOf = async (id: number) =>
  ((await payload.findByID({ collection: 'members', id, depth: 0, overrideAccess: true, showHiddenFields: true })) as { sessions?: unknown[] }).sessions?.length ?? 0

beforeAll(async () => {
  payload = await getPayload()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('passkey endpoints: who may call them', () => {
  const memberOnly = [
    ['registerOptions', registerOptionsRoute, {}],
    ['register', registerRoute, { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' } } }],
    ['list', listRoute, {}],
    ['rename', renameRoute, { id: 1, name: 'x' }],
    ['remove', removeRoute, { id: 1 }],
  ] as const

  it('answers code 202 without a token, or with any staff role’s token, on every member endpoint', async () => {
    const staffTokens = await Promise.all(Object.values(STAFF).map(async (email) => (await localLogin('staff', email, STAFF_PASSWORD)).token))
    for (const [name, route, body] of memberOnly) {
      for (const token of [undefined, ...staffTokens]) {
        const { status, body: reply } = await postJson(route, `/api/passkey/${name}`, body, auth(token))
        expect(reply.code, `${name} ${token ? 'staff' : 'anonymous'}`).toBe(CODE_NOT_LOGGED_IN)
        expect(status).toBe(401)
      }
    }
  })

  for (const accountType of [1, 2, 3] as const) {
    it(`lets an account of type ${accountType} add, list, rename and remove its own passkeys`, async () => {
      const member = await newMember(accountType)
      const { passkey } = await addPasskey(member.token, authenticator(), '  My   phone ')
      expect(passkey.name).toBe('My phone')
      const list = await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(member.token))
      expect(list.body.data.list.map((p) => p.name)).toEqual(['My phone'])
      expect((await postJson(renameRoute, '/api/passkey/rename', { id: passkey.id, name: 'Laptop' }, auth(member.token))).status).toBe(200)
      expect((await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(member.token))).body.data.list[0]!.name).toBe('Laptop')
      expect((await postJson(removeRoute, '/api/passkey/remove', { id: passkey.id }, auth(member.token))).status).toBe(200)
      expect((await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(member.token))).body.data.list).toEqual([])
    })
  }

  it("another member's token neither sees, renames, removes nor registers with the member's passkeys and challenge", async () => {
    const [a, b] = await Promise.all([newMember(), newMember()])
    const { passkey } = await addPasskey(a.token)
    expect((await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(b.token))).body.data.list).toEqual([])
    const renamed = await postJson(renameRoute, '/api/passkey/rename', { id: passkey.id, name: 'Mine now' }, auth(b.token))
    expect(renamed.status).toBe(404)
    const removed = await postJson(removeRoute, '/api/passkey/remove', { id: passkey.id }, auth(b.token))
    expect(removed.status).toBe(404)
    expect((await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(a.token))).body.data.list.map((p) => p.name)).toEqual([passkey.name])
    // A's registration challenge, answered with B's token, adds nothing anywhere.
    const options = await postJson<Options>(registerOptionsRoute, '/api/passkey/registerOptions', {}, auth(a.token))
    const stolen = await postJson(registerRoute, '/api/passkey/register', { response: authenticator().register(options.body.data.options) }, auth(b.token))
    expect(stolen.status).toBe(400)
    expect(stolen.body.message).toBe(MESSAGES.en.api.passkeyNotAdded)
    expect((await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(b.token))).body.data.list).toEqual([])
  })

  it('refuses bad bodies with a field error, never a 5xx', async () => {
    const member = await newMember()
    for (const body of [{ response: 'x' }, { response: { id: '../', rawId: '', type: 'public-key', response: {} } }, { response: null }, {}]) {
      const reply = await postJson(registerRoute, '/api/passkey/register', body, auth(member.token))
      expect(reply.status, JSON.stringify(body)).toBe(400)
      const login = await postJson(loginRoute, '/api/passkey/login', body, auth())
      expect(login.status, JSON.stringify(body)).toBe(400)
    }
    const garbage = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'bm90LWpzb24', authenticatorData: 'AA', signature: 'AA' } }
    const refused = await signIn(garbage)
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(MESSAGES.en.api.passkeyFailed)
  })
})

describe('signing in with a passkey', () => {
  it('limits the sign-ins one client address may start (each stores a challenge): then 429 in the request language', async () => {
    const ip = randomClientIp()
    const ask = () => postJson(loginOptionsRoute, '/api/passkey/loginOptions', {}, { lang: 'ja', [CLIENT_IP_HEADER]: ip })
    for (let i = 0; i < PASSKEY_LOGIN_OPTIONS_PER_IP.max; i++) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.body)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    expect((await postJson(loginOptionsRoute, '/api/passkey/loginOptions', {}, { lang: 'en', [CLIENT_IP_HEADER]: randomClientIp() })).status).toBe(200)
  })

  it('signs in the member whose passkey it is, whatever user handle the browser names', async () => {
    const [a, b] = await Promise.all([newMember(), newMember()])
    const { device } = await addPasskey(a.token)
    await addPasskey(b.token)
    const options = await loginOptions()
    const reply = await signIn(device.login(options, { userHandle: Buffer.from(`members:${b.id}`).toString('base64url') }))
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data.userInfo.email).toBe(a.email)
    expect(setCookies(reply.headers).access_token).toBeTruthy()
    const info = await postJson<{ email: string }>(userInfoRoute, '/api/user/info', {}, auth(reply.body.data.access_token))
    expect(info.body.data.email).toBe(a.email)
  })

  it('refuses a replayed challenge, and a counter that did not move on', async () => {
    const member = await newMember()
    const { device } = await addPasskey(member.token)
    const answer = device.login(await loginOptions())
    expect((await signIn(answer)).status).toBe(200)
    const replay = await signIn(answer)
    expect(replay.status).toBe(401)
    expect(replay.body.message).toBe(MESSAGES.en.api.passkeyFailed)
    // A fresh challenge signed with the counter it had (a cloned authenticator).
    const cloned = await signIn(device.login(await loginOptions(), { counter: device.counter }))
    expect(cloned.status).toBe(401)
  })

  it('refuses a challenge answered after its lifetime', async () => {
    const member = await newMember()
    const { device } = await addPasskey(member.token)
    const options = await loginOptions()
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + PASSKEY_CHALLENGE_TTL_MS + 1000)
    // The database's clock decides expiry; the stored expiry is moved back the same way.
    await payload.db.updateMany({ collection: 'passkey-challenges', where: { challenge: { equals: options.challenge } }, data: { expiresAt: new Date(Date.now() - PASSKEY_CHALLENGE_TTL_MS - 1000).toISOString() } })
    vi.useRealTimers()
    const late = await signIn(device.login(options))
    expect(late.status).toBe(401)
  })

  it('40 parallel answers to one challenge open one session', async () => {
    const member = await newMember()
    const { device } = await addPasskey(member.token)
    const before = await sessionsOf(member.id)
    const answer = device.login(await loginOptions())
    // Each from its own address (postJson picks one), so the back-off counts none of them out before the challenge.
    const replies = await Promise.all(Array.from({ length: 40 }, () => signIn(answer)))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.status === 401)).toHaveLength(39)
    expect(await sessionsOf(member.id)).toBe(before + 1)
  })

  it("a passkey sign-in never leaves the account's other sessions out, even between its own statements", async () => {
    // The adapter rewrites the session list as a DELETE of its rows, then an INSERT. Outside a transaction, a token of
    // the same account checked between the two found no session (a 403 for the admin's other tab in the e2e suite).
    const member = await newMember()
    const { device } = await addPasskey(member.token)
    const adapter = payload.db as unknown as { deleteWhere: (args: { tableName: string }) => Promise<void> }
    const original = adapter.deleteWhere.bind(adapter)
    const seen: (number | null)[] = []
    const spy = vi.spyOn(adapter, 'deleteWhere').mockImplementation(async (args) => {
      await original(args)
      if (args.tableName !== 'members_sessions') return
      // Another request checks the member's first token right after the rows are deleted.
      const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${member.token}` }) })
      seen.push((user as { id?: number } | null)?.id ?? null)
    })
    try {
      const reply = await signIn(device.login(await loginOptions()))
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    } finally {
      spy.mockRestore()
    }
    expect(seen).toEqual([member.id])
  })

  it('removing a passkey needs a login of the last ten minutes', async () => {
    const member = await newMember()
    const { passkey } = await addPasskey(member.token)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + (FRESH_SIGN_IN_SECONDS + 60) * 1000)
    const stale = await postJson(removeRoute, '/api/passkey/remove', { id: passkey.id }, auth(member.token))
    expect(stale.status).toBe(403)
    expect(stale.body.message).toBe(MESSAGES.en.api.passkeySignInAgain)
    vi.useRealTimers()
    expect((await postJson<{ list: Stored[] }>(listRoute, '/api/passkey/list', {}, auth(member.token))).body.data.list).toHaveLength(1)
  })
})

describe('staff passkeys', () => {
  const staffAuth = (token?: string) => (token ? { authorization: `JWT ${token}`, lang: 'en' } : { lang: 'en' })

  it('answers code 202 without a login and 403 to members and partners of every type', async () => {
    const members = await Promise.all(([1, 2, 3] as const).map((type) => newMember(type)))
    for (const [name, route] of [['registerOptions', staffRegisterOptionsRoute], ['list', staffListRoute]] as const) {
      const anonymous = await postJson(route, `/api/staff/passkey/${name}`, {}, staffAuth())
      expect(anonymous.body.code).toBe(CODE_NOT_LOGGED_IN)
      for (const member of members) expect((await postJson(route, `/api/staff/passkey/${name}`, {}, auth(member.token))).status).toBe(403)
    }
  })

  it('a member’s token cannot add, list, rename or remove a staff passkey; one staff member cannot touch another’s', async () => {
    const owner = await localLogin('staff', STAFF.admin, STAFF_PASSWORD)
    const other = await localLogin('staff', STAFF.support, STAFF_PASSWORD)
    const member = await newMember()
    const device = authenticator()
    const options = await postJson<Options>(staffRegisterOptionsRoute, '/api/staff/passkey/registerOptions', {}, staffAuth(owner.token))
    const name = `own-${Math.random().toString(36).slice(2, 8)}`
    const added = await postJson<{ passkey: Stored }>(staffRegisterRoute, '/api/staff/passkey/register', { response: device.register(options.body.data.options), name }, staffAuth(owner.token))
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const { id } = added.body.data.passkey
    const listOf = async (token: string) => (await postJson<{ list: Stored[] }>(staffListRoute, '/api/staff/passkey/list', {}, staffAuth(token))).body.data.list

    // A member (any token of the members' login) is refused on every staff endpoint, and the members' own endpoints
    // do not know a staff passkey.
    const register = { response: device.register(options.body.data.options), name: 'x' }
    for (const [path, route, body] of [
      ['registerOptions', staffRegisterOptionsRoute, {}],
      ['register', staffRegisterRoute, register],
      ['list', staffListRoute, {}],
      ['rename', staffRenameRoute, { id, name: 'taken' }],
      ['remove', staffRemoveRoute, { id }],
    ] as const) {
      expect((await postJson(route, `/api/staff/passkey/${path}`, body, auth(member.token))).status, path).toBe(403)
    }
    expect((await postJson(renameRoute, '/api/passkey/rename', { id, name: 'taken' }, auth(member.token))).status).toBe(404)
    expect((await postJson(removeRoute, '/api/passkey/remove', { id }, auth(member.token))).status).toBe(404)

    // Another staff member neither sees, renames nor removes it.
    expect((await listOf(other.token)).map((p) => p.id)).not.toContain(id)
    expect((await postJson(staffRenameRoute, '/api/staff/passkey/rename', { id, name: 'taken' }, staffAuth(other.token))).status).toBe(404)
    expect((await postJson(staffRemoveRoute, '/api/staff/passkey/remove', { id }, staffAuth(other.token))).status).toBe(404)
    expect((await listOf(owner.token)).find((p) => p.id === id)?.name).toBe(name)

    // Its owner removes it.
    expect((await postJson(staffRemoveRoute, '/api/staff/passkey/remove', { id }, staffAuth(owner.token))).status).toBe(200)
    expect((await listOf(owner.token)).map((p) => p.id)).not.toContain(id)
  })

  for (const role of Object.keys(STAFF) as (keyof typeof STAFF)[]) {
    it(`a ${role} adds a passkey and logs in with it as themself; it never signs a member in`, async () => {
      const { token, user } = await localLogin('staff', STAFF[role], STAFF_PASSWORD)
      const device = authenticator()
      const options = await postJson<Options>(staffRegisterOptionsRoute, '/api/staff/passkey/registerOptions', {}, staffAuth(token))
      expect(options.status).toBe(200)
      const added = await postJson<{ passkey: Stored }>(staffRegisterRoute, '/api/staff/passkey/register', { response: device.register(options.body.data.options), name: role }, staffAuth(token))
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      expect((await postJson<{ list: Stored[] }>(staffListRoute, '/api/staff/passkey/list', {}, staffAuth(token))).body.data.list.map((p) => p.name)).toContain(role)

      // On the members' sign-in the staff passkey is nobody's.
      expect((await signIn(device.login(await loginOptions()))).status).toBe(401)
      const staffOptions = (await postJson<Options>(staffLoginOptionsRoute, '/api/staff/passkey/loginOptions', {}, staffAuth())).body.data.options
      const reply = await postJson<{ token: string; user: { id: number; email: string; role: string } }>(
        staffLoginRoute,
        '/api/staff/passkey/login',
        { response: device.login(staffOptions) },
        staffAuth(),
      )
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body.data.user).toMatchObject({ id: user.id, email: STAFF[role], role })
      expect(setCookies(reply.headers)['payload-token']).toBeTruthy()
      const { user: signedIn } = await payload.auth({ headers: new Headers({ authorization: `JWT ${reply.body.data.token}` }) })
      expect(signedIn).toMatchObject({ collection: 'staff', id: user.id })
    })
  }
})
