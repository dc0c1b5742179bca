/**
 * Payload's own REST and GraphQL API, attacked the way the security review did (issue "Security first"):
 * each test reproduces one finding through the app's real route files.
 */
import { DELETE as REST_DELETE, GET as REST_GET, PATCH as REST_PATCH, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as MEMBER_LOGIN } from '@/app/(frontend)/api/login/route'
import { POST as USER_INFO } from '@/app/(frontend)/api/user/info/route'
import { beforeAll, describe, expect, it } from 'vitest'

import { B2C, BBC, CLIENT_IP_HEADER, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload, postJson, randomClientIp } from './helpers'

type Ctx = { params: Promise<{ slug: string[] }> }
const ctx = (path: string): Ctx => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })

function rest(method: 'GET' | 'POST' | 'PATCH', path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      [CLIENT_IP_HEADER]: randomClientIp(),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const handler = method === 'GET' ? REST_GET : method === 'POST' ? REST_POST : REST_PATCH
  return handler(request, ctx(path))
}

function graphql(query: string, token?: string) {
  return GRAPHQL(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
}

const tokens: Record<string, string> = {}
let memberId: number

beforeAll(async () => {
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await localLogin('staff', email, STAFF_PASSWORD)).token
  const member = await localLogin('members', MEMBER, MEMBER_PASSWORD)
  tokens.member = member.token
  memberId = member.user.id as number
  tokens.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  tokens.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
})

describe('member tokens are refused by Payload’s REST API (finding 2 and 9)', () => {
  it.each(['member', 'b2c', 'bbc'])('%s: PATCH of their own e-mail, locked documents, preferences → 403', async (who) => {
    const token = tokens[who]!
    const self = await rest('PATCH', `members/${memberId}`, { token, body: { email: `victim-${Date.now()}@example.com` } })
    expect(self.status).toBe(403)
    expect(await self.json()).toEqual({ errors: [{ message: expect.any(String) }] })
    expect((await rest('POST', 'payload-locked-documents', { token, body: { document: { relationTo: 'news', value: 1 }, globalSlug: null } })).status).toBe(403)
    expect((await rest('POST', 'payload-preferences/nav', { token, body: { value: {} } })).status).toBe(403)
    expect((await rest('GET', 'orders', { token })).status).toBe(403)
    const stored = await (await payload()).findByID({ collection: 'members', id: memberId, depth: 0 })
    expect(stored.email).toBe(MEMBER)
  })

  it('in every form Payload reads a token: Bearer, JWT and the payload-token cookie', async () => {
    const forms: Record<string, string>[] = [{ authorization: `Bearer ${tokens.member}` }, { cookie: `payload-token=${tokens.member}` }]
    for (const headers of forms) {
      expect((await rest('GET', 'members/me', { headers })).status).toBe(403)
    }
  })

  it('anonymous REST still reaches public content and the staff login', async () => {
    expect((await rest('GET', 'products?limit=1')).status).toBe(200)
    expect((await rest('POST', 'staff/login', { body: { email: STAFF.editor, password: STAFF_PASSWORD } })).status).toBe(200)
  })
})

describe('nobody may send Payload a large body (the server would hold it whole before any check)', () => {
  const large = { email: 'nobody@example.test', password: 'x', padding: 'x'.repeat(200 * 1024) }
  // An unsigned token that claims to be staff: the claim alone must not lift the limit.
  const forged = [{ alg: 'HS256', typ: 'JWT' }, { collection: 'staff', id: 1, email: STAFF.admin, exp: Math.floor(Date.now() / 1000) + 3600 }]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('c2lnbmF0dXJl')
    .join('.')

  it('413 for a login or a create without a token, streamed or declared, and with a forged staff claim', async () => {
    const streamed = await rest('POST', 'staff/login', { body: large })
    const declared = await rest('POST', 'staff/forgot-password', { body: large, headers: { 'content-length': String(JSON.stringify(large).length) } })
    const claimed = await rest('POST', 'products', { body: large, token: forged })
    for (const reply of [streamed, declared, claimed]) {
      expect(reply.status).toBe(413)
      expect(((await reply.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('64 KB')
    }
  })

  it('a small anonymous body still reaches Payload, and staff send large ones', async () => {
    const login = await rest('POST', 'staff/login', { body: { email: STAFF.editor, password: STAFF_PASSWORD } })
    expect(login.status).toBe(200)
    // A staff edit over the limit is not refused for its size (Payload answers it: here its own validation).
    const edit = await rest('POST', 'products', { token: tokens.admin, body: { padding: 'x'.repeat(200 * 1024) } })
    expect(edit.status).not.toBe(413)
    expect(edit.status).toBeLessThan(500)
  })
})

describe('a value the database cannot read is the caller’s mistake (400), never a 500', () => {
  it.each([
    ['an id of letters', 'products/abc'],
    ['an id of twenty digits', 'products/99999999999999999999'],
    ['a fractional id', 'products/1.5'],
    ['a negative page', 'products?page=-5'],
    ['a list of ids with a word in it', 'products?where[id][in]=1,abc'],
    ['a yes/no that is neither', 'products?where[_status][equals]=maybe'],
  ])('%s: GET /api/%s', async (_, path) => {
    const reply = await rest('GET', path)
    expect(reply.status, path).toBeGreaterThanOrEqual(400)
    expect(reply.status, path).toBeLessThan(500)
    const body = (await reply.json()) as { errors?: { message: string }[] }
    expect(body.errors?.[0]?.message, path).not.toBe('Something went wrong.')
  })
})

describe('a route Payload does not have', () => {
  it('is a plain 404 that names no server address, for staff and anonymous alike', async () => {
    for (const token of [tokens.editor, undefined]) {
      for (const path of ['payload-migrations', 'payload-migrations/1', 'no-such-collection']) {
        const reply = await rest('GET', path, { token })
        const text = await reply.text()
        expect(reply.status, path).toBe(404)
        expect(text, path).not.toMatch(/https?:\/\/|0\.0\.0\.0|localhost|Cannot GET/)
      }
    }
  })
})

describe('deleting a preference through the API', () => {
  it('is refused with 405 for staff (Payload’s own route answered 500), and the preference stays', async () => {
    const key = `matrix-pref-${Date.now()}`
    // Saved as the admin saves one (POST /api/payload-preferences/<key>).
    expect((await rest('POST', `payload-preferences/${key}`, { token: tokens.admin, body: { value: { kept: true } } })).status).toBe(200)
    const saved = (await (await payload()).find({ collection: 'payload-preferences', where: { key: { equals: key } }, overrideAccess: true })).docs[0]!
    try {
      for (const id of [key, String(saved.id), 'abc']) {
        const reply = await REST_DELETE(new Request(`http://localhost/api/payload-preferences/${id}`, { method: 'DELETE', headers: { authorization: `JWT ${tokens.admin}` } }), ctx(`payload-preferences/${id}`))
        expect(reply.status, id).toBe(405)
      }
      const still = await (await payload()).findByID({ collection: 'payload-preferences', id: saved.id, overrideAccess: true, disableErrors: true })
      expect(still).not.toBeNull()
    } finally {
      await (await payload()).delete({ collection: 'payload-preferences', id: saved.id, overrideAccess: true })
    }
  })
})

describe('GraphQL is for staff only (finding 9)', () => {
  it('anonymous → 401, a member → 403, before any resolver runs', async () => {
    expect((await graphql('{ __typename }')).status).toBe(401)
    for (const who of ['member', 'b2c', 'bbc']) expect((await graphql('{ __typename }', tokens[who])).status).toBe(403)
  })

  it('has no member auth mutations, even for staff', async () => {
    for (const mutation of ['loginMember(email: "a@b.co", password: "x") { token }', 'forgotPasswordMember(email: "a@b.co")', 'resetPasswordMember(token: "x", password: "y") { token }', 'refreshTokenMember { refreshedToken }']) {
      const response = await graphql(`mutation { ${mutation} }`, tokens.admin)
      const body = (await response.json()) as { errors?: { message: string }[]; data?: unknown }
      expect(body.errors?.[0]?.message, mutation).toMatch(/Cannot query field/)
    }
  })

  it('has no staff login either (it is throttled on REST only)', async () => {
    const response = await graphql(`mutation { loginStaff(email: "${STAFF.admin}", password: "x") { token } }`, tokens.editor)
    const body = (await response.json()) as { errors?: { message: string }[] }
    expect(body.errors?.[0]?.message).toMatch(/Cannot query field/)
  })

  it('staff queries still work under their access rules', async () => {
    const response = await graphql('{ Products(limit: 1) { totalDocs } }', tokens.editor)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { Products: { totalDocs: number } } }
    expect(body.data.Products.totalDocs).toBeGreaterThan(0)
  })
})

describe('staff roles do their job only (finding 5)', () => {
  it('support cannot rewrite an order: number, money, customer and status are immutable', async () => {
    const p = await payload()
    const order = await createTestOrder()
    const response = await rest('PATCH', `orders/${order.id}`, { token: tokens.support, body: { totalTwd: 1, orderNumber: 'HACKED-1', member: memberId, status: 'cancelled' } })
    expect(response.status).toBe(403)
    const stored = await p.findByID({ collection: 'orders', id: order.id, depth: 0 })
    const memberOf = (o: { member: number | { id: number } }) => (typeof o.member === 'object' ? o.member.id : o.member)
    expect(stored).toMatchObject({ totalTwd: order.totalTwd, orderNumber: order.orderNumber, status: order.status })
    expect(memberOf(stored)).toBe(memberOf(order))
  })

  it('support cannot set a member’s password or make them a partner', async () => {
    const p = await payload()
    const email = `takeover-${Date.now()}@example.com`
    const member = await p.create({ collection: 'members', data: { email, password: 'original1', accountType: 1 } })
    const password = await rest('PATCH', `members/${member.id}`, { token: tokens.support, body: { password: 'Hacked123' } })
    expect(password.status).toBe(403)
    await expect(p.login({ collection: 'members', data: { email, password: 'Hacked123' } })).rejects.toThrow()
    expect((await p.login({ collection: 'members', data: { email, password: 'original1' } })).token).toBeTruthy()

    await rest('PATCH', `members/${member.id}`, { token: tokens.support, body: { accountType: 2, surname: 'LIN' } })
    const stored = await p.findByID({ collection: 'members', id: member.id, depth: 0 })
    expect(stored.accountType).toBe(1)
    expect(stored.surname).toBe('LIN') // a correction support may make
  })

  it('counter staff see only their airport’s pickups, without contact data, birth date or money', async () => {
    const p = await payload()
    const counter = (await p.find({ collection: 'staff', where: { email: { equals: STAFF.counter } }, depth: 0 })).docs[0]!
    const airports = (counter.airports ?? []).map((a) => (typeof a === 'object' ? a.id : a))
    expect(airports.length, 'the seeded counter works at one airport').toBe(1)
    const other = (await p.find({ collection: 'airports', where: { id: { not_in: airports } }, limit: 1, depth: 0 })).docs[0]!
    const mine = await createTestOrder({ airport: airports[0] })
    const elsewhere = await createTestOrder({ airport: other.id })
    const response = await rest('GET', 'orders?limit=500&depth=0', { token: tokens.counter })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
    expect(docs.map((d) => d.id)).toContain(mine.id)
    expect(docs.map((d) => d.id)).not.toContain(elsewhere.id)
    expect((await rest('GET', `orders/${elsewhere.id}`, { token: tokens.counter })).status).toBe(404)
    for (const doc of docs) {
      expect(airports).toContain((doc.pickup as { airport?: number } | undefined)?.airport)
      for (const hidden of ['contactEmail', 'contactPhone', 'birthDate', 'totalTwd', 'member', 'partnerCardNumber']) expect(doc).not.toHaveProperty(hidden)
    }
  })

  it('no staff role can run the job queue over HTTP', async () => {
    for (const role of ['admin', 'editor', 'support', 'counter']) {
      const response = await rest('GET', 'payload-jobs/run', { token: tokens[role] })
      expect(response.status, role).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('the staff login is throttled, not locked (finding 10)', () => {
  it('five wrong passwords from one address make that address wait; the admin still logs in from elsewhere', async () => {
    const ip = randomClientIp()
    const login = (password: string, from = ip) => rest('POST', 'staff/login', { body: { email: STAFF.admin, password }, headers: { [CLIENT_IP_HEADER]: from } })
    for (let i = 0; i < 5; i++) expect((await login('wrong-password')).status).toBe(401)
    const refused = await login(STAFF_PASSWORD)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(STAFF_PASSWORD, randomClientIp())).status).toBe(200)
  })

  it('the admin form’s multipart login counts the same: five wrong passwords, then that address waits', async () => {
    const ip = randomClientIp()
    const formLogin = (password: string) => {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email: STAFF.editor, password }))
      return REST_POST(new Request('http://localhost/api/staff/login', { method: 'POST', headers: { [CLIENT_IP_HEADER]: ip }, body: form }), ctx('staff/login'))
    }
    for (let i = 0; i < 5; i++) expect((await formLogin('wrong-password')).status).toBe(401)
    expect((await formLogin(STAFF_PASSWORD)).status).toBe(429)
    expect((await rest('POST', 'staff/login', { body: { email: STAFF.editor, password: STAFF_PASSWORD } })).status).toBe(200)
  })

  it('the staff "forgot password" mail is limited per address and client: a second one within a minute waits, known address or not', async () => {
    const ip = randomClientIp()
    const forgot = (email: string) => rest('POST', 'staff/forgot-password', { body: { email }, headers: { [CLIENT_IP_HEADER]: ip } })
    for (const email of [STAFF.counter, `nobody-${Date.now()}@taiwan-sim.test`]) {
      expect((await forgot(email)).status, email).toBe(200)
      const again = await forgot(email)
      expect(again.status, email).toBe(429)
    }
    // That client's minute only: the colleague, elsewhere, still gets the mail.
    const elsewhere = await rest('POST', 'staff/forgot-password', { body: { email: STAFF.counter }, headers: { [CLIENT_IP_HEADER]: randomClientIp() } })
    expect(elsewhere.status).toBe(200)
  })

  it('an unknown staff e-mail gets the same answer as a wrong password', async () => {
    const known = await rest('POST', 'staff/login', { body: { email: STAFF.support, password: 'wrong-password' } })
    const unknown = await rest('POST', 'staff/login', { body: { email: `nobody-${Date.now()}@taiwan-sim.test`, password: 'wrong-password' } })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.json()).toEqual(await known.json())
  })
})

describe('logins, refreshes and logouts of one account at the same moment keep every session', () => {
  // Payload keeps an account's sessions as one list and each login, refresh and logout rewrites it whole:
  // two at once used to drop one of them, and a token just handed out answered 403 (two colleagues sharing
  // the counter account, the admin panel's refresh while another tab logs in).
  it('20 staff logins in parallel with a refresh and a logout: every other token still works', async () => {
    const p = await payload()
    const email = `parallel-${Date.now()}@taiwan-sim.test`
    const staff = await p.create({ collection: 'staff', data: { email, password: STAFF_PASSWORD, name: 'Parallel', role: 'support' }, overrideAccess: true })
    try {
      const first = (await localLogin('staff', email, STAFF_PASSWORD)).token
      const leaving = (await localLogin('staff', email, STAFF_PASSWORD)).token
      const [refreshed, loggedOut, ...logins] = await Promise.all([
        rest('POST', 'staff/refresh-token', { token: first }),
        rest('POST', 'staff/logout', { token: leaving }),
        ...Array.from({ length: 20 }, () => rest('POST', 'staff/login', { body: { email, password: STAFF_PASSWORD } })),
      ])
      expect(refreshed!.status).toBe(200)
      expect(loggedOut!.status).toBe(200)
      const issued = [((await refreshed!.json()) as { refreshedToken: string }).refreshedToken]
      for (const login of logins) {
        expect(login.status).toBe(200)
        issued.push(((await login.json()) as { token: string }).token)
      }
      for (const token of issued) {
        const me = (await (await rest('GET', 'staff/me', { token })).json()) as { user: { email: string } | null }
        expect(me.user?.email).toBe(email)
      }
      const gone = (await (await rest('GET', 'staff/me', { token: leaving })).json()) as { user: unknown }
      expect(gone.user).toBeNull()
    } finally {
      await p.delete({ collection: 'staff', id: staff.id, overrideAccess: true })
    }
  })

  /** A fresh staff account, its tokens from before, and a clean-up. */
  async function staffAccount(label: string) {
    const p = await payload()
    const email = `${label}-${Date.now()}@taiwan-sim.test`
    const staff = await p.create({ collection: 'staff', data: { email, password: STAFF_PASSWORD, name: label, role: 'support' }, overrideAccess: true })
    const before = [(await localLogin('staff', email, STAFF_PASSWORD)).token, (await localLogin('staff', email, STAFF_PASSWORD)).token]
    const remove = () => p.delete({ collection: 'staff', id: staff.id, overrideAccess: true })
    return { email, id: staff.id, before, remove }
  }

  const loginsWith = (email: string, password: string, count = 12) =>
    Array.from({ length: count }, () => rest('POST', 'staff/login', { body: { email, password } }))

  /** The tokens of the logins that succeeded. */
  async function issuedBy(logins: Response[]): Promise<string[]> {
    const issued: string[] = []
    for (const login of logins) if (login.status === 200) issued.push(((await login.json()) as { token: string }).token)
    return issued
  }

  async function staffOf(token: string): Promise<string | null> {
    const me = (await (await rest('GET', 'staff/me', { token })).json()) as { user: { email: string } | null }
    return me.user?.email ?? null
  }

  // The admin's edit form sends PATCH staff/<id>; its bulk edit sends PATCH staff?where=….
  it.each([
    ['its edit form', (account: { id: number | string }) => `staff/${account.id}`],
    ['its bulk edit', (account: { email: string }) => `staff?where[email][equals]=${encodeURIComponent(account.email)}`],
  ])('an admin sets a staff password with %s while that account logs in 12 times: no session from before the change survives', async (_, path) => {
    const account = await staffAccount('password-set')
    try {
      const [changed, ...logins] = await Promise.all([
        rest('PATCH', path(account), { token: tokens.admin, body: { password: 'A-new-staff-password-2026' } }),
        ...loginsWith(account.email, STAFF_PASSWORD),
      ])
      expect(changed!.status).toBe(200)
      for (const token of [...account.before, ...(await issuedBy(logins))]) expect(await staffOf(token)).toBeNull()
      expect((await rest('POST', 'staff/login', { body: { email: account.email, password: 'A-new-staff-password-2026' } })).status).toBe(200)
    } finally {
      await account.remove()
    }
  })

  it('a reset by the mailed link while that account logs in 12 times: only the reset’s own session survives', async () => {
    const account = await staffAccount('password-reset')
    try {
      const link = await (await payload()).forgotPassword({ collection: 'staff', data: { email: account.email }, disableEmail: true })
      const [reset, ...logins] = await Promise.all([
        rest('POST', 'staff/reset-password', { body: { token: link, password: 'A-reset-staff-password-2026' } }),
        ...loginsWith(account.email, STAFF_PASSWORD),
      ])
      expect(reset!.status).toBe(200)
      for (const token of [...account.before, ...(await issuedBy(logins))]) expect(await staffOf(token)).toBeNull()
      expect(await staffOf(((await reset!.json()) as { token: string }).token)).toBe(account.email)
    } finally {
      await account.remove()
    }
  })

  it('an admin edits a staff record while that account logs in 12 times: every session still works', async () => {
    const account = await staffAccount('record-edit')
    try {
      const [edited, ...logins] = await Promise.all([
        rest('PATCH', `staff/${account.id}`, { token: tokens.admin, body: { name: 'Renamed' } }),
        ...loginsWith(account.email, STAFF_PASSWORD),
      ])
      expect(edited!.status).toBe(200)
      const issued = await issuedBy(logins)
      expect(issued).toHaveLength(12)
      for (const token of [...account.before, ...issued]) expect(await staffOf(token)).toBe(account.email)
    } finally {
      await account.remove()
    }
  })

  it('20 member logins in parallel: every token opens the account', async () => {
    const email = `parallel-${Date.now()}@example.com`
    const p = await payload()
    const member = await p.create({ collection: 'members', data: { email, password: MEMBER_PASSWORD, accountType: 1 }, overrideAccess: true })
    try {
      const logins = await Promise.all(Array.from({ length: 20 }, () => postJson<{ access_token: string }>(MEMBER_LOGIN, '/api/login', { email, password: MEMBER_PASSWORD })))
      for (const login of logins) {
        expect(login.body.code).toBe(200)
        const info = await postJson<{ email: string }>(USER_INFO, '/api/user/info', {}, { authorization: `Bearer ${login.body.data.access_token}` })
        expect(info.body.code).toBe(200)
      }
    } finally {
      await p.delete({ collection: 'members', id: member.id, overrideAccess: true })
    }
  })
})

describe('job rows as admins read them', () => {
  it('carry the error message of a failed try, never its stack trace', async () => {
    const p = await payload()
    const error = { name: 'Error', message: 'SMTP refused', stack: 'Error: SMTP refused\n    at sendMail (/app/node_modules/nodemailer/lib/index.js:1:1)' }
    const job = await p.create({
      collection: 'payload-jobs',
      overrideAccess: true,
      data: {
        taskSlug: 'sendMail',
        queue: 'test-stack',
        input: { kind: 'verificationCode', to: 'stack@example.com', locale: 'en', data: {} },
        error,
        log: [{ executedAt: new Date().toISOString(), completedAt: new Date().toISOString(), taskSlug: 'sendMail', taskID: '1', state: 'failed', error }],
      } as never,
    })
    const reply = await rest('GET', `payload-jobs/${job.id}?depth=0`, { token: tokens.admin })
    expect(reply.status).toBe(200)
    const text = await reply.text()
    expect(text).toContain('SMTP refused')
    expect(text).not.toMatch(/node_modules|"stack"/)
    await p.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })
})
