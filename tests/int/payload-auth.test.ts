/**
 * Payload's own side of authentication: members cannot use Payload's REST login, only staff reach
 * /admin, and the collections' access rules keep members to their own record.
 */
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { describe, expect, it } from 'vitest'

import { B2C, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload } from './helpers'

const restPost = REST_POST(config)

function rest(slug: string[], body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/api/${slug.join('/')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return restPost(request, { params: Promise.resolve({ slug }) })
}

describe('Payload REST auth routes', () => {
  it('staff can log in through Payload’s REST login (the handler itself works)', async () => {
    const response = await rest(['staff', 'login'], { email: STAFF.admin, password: STAFF_PASSWORD })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token?: string }
    expect(body.token).toBeTruthy()
    expect(response.headers.get('set-cookie') ?? '').toContain('payload-token=')
  })

  it('members cannot: /api/members/login is shadowed (no 200, no token, no cookie)', async () => {
    const response = await rest(['members', 'login'], { email: MEMBER, password: MEMBER_PASSWORD })
    expect(response.status).not.toBe(200)
    expect(response.status).toBe(404)
    const text = await response.text()
    expect(text).not.toMatch(/"token"/)
    expect(response.headers.get('set-cookie') ?? '').not.toContain('payload-token=')
  })

  it.each(['refresh-token', 'forgot-password', 'reset-password', 'first-register', 'unlock'])(
    '/api/members/%s is shadowed too',
    async (route) => {
      const response = await rest(['members', route], { email: MEMBER, token: 'x', password: 'x' })
      expect(response.status).toBe(404)
    },
  )
})

describe('admin access', () => {
  it.each(Object.entries(STAFF))('staff role %s can access the admin', async (role, email) => {
    const p = await payload()
    const { token, user } = await localLogin('staff', email, STAFF_PASSWORD)
    expect((user as { role?: string }).role).toBe(role)
    const result = await p.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(result.user?.email).toBe(email)
    expect(result.user?.collection).toBe('staff')
    expect(result.permissions.canAccessAdmin).toBe(true)
  })

  it('a member token cannot access the admin', async () => {
    const p = await payload()
    const { token } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    const result = await p.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    // The token is valid (the member is recognised) …
    expect(result.user?.email).toBe(MEMBER)
    expect(result.user?.collection).toBe('members')
    // … but grants no admin access (Payload drops false permissions, so undefined or false).
    expect(result.permissions.canAccessAdmin).not.toBe(true)
    expect(result.permissions.canAccessAdmin ?? false).toBe(false)
  })

  it('no token → no admin access', async () => {
    const p = await payload()
    const result = await p.auth({ headers: new Headers() })
    expect(result.user).toBeNull()
    expect(result.permissions.canAccessAdmin ?? false).toBe(false)
  })
})

describe('members collection access', () => {
  it('a member reads only their own record', async () => {
    const p = await payload()
    const { user } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    const member = { ...user, collection: 'members' as const }
    const all = await p.find({ collection: 'members', limit: 100, depth: 0 })
    expect(all.totalDocs).toBeGreaterThanOrEqual(3)

    const mine = await p.find({ collection: 'members', overrideAccess: false, user: member, limit: 100, depth: 0 })
    expect(mine.docs.map((d) => d.email)).toEqual([MEMBER])

    // Found by address: other test files create many members, so the seeded one need not be among the first 100.
    const other = (await p.find({ collection: 'members', where: { email: { equals: B2C } }, limit: 1, depth: 0 })).docs[0]!
    await expect(
      p.findByID({ collection: 'members', id: other.id, overrideAccess: false, user: member, depth: 0 }),
    ).rejects.toThrow()
  })

  it('a member cannot change anything of their own record through Payload, nor create members', async () => {
    const p = await payload()
    const { user } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    const member = { ...user, collection: 'members' as const }
    for (const data of [{ accountType: 3 }, { email: 'victim@example.com' }, { termsVersion: '1999-01-01' }, { surname: 'X' }]) {
      await expect(p.update({ collection: 'members', id: user.id, data, overrideAccess: false, user: member, depth: 0 }), JSON.stringify(data)).rejects.toThrow()
    }
    const stored = await p.findByID({ collection: 'members', id: user.id, depth: 0 })
    expect(stored).toMatchObject({ email: MEMBER, accountType: 1 })
    await expect(
      p.create({
        collection: 'members',
        data: { email: `x-${Date.now()}@taiwan-sim.test`, password: 'whatever1', accountType: 1 },
        overrideAccess: false,
        user: member,
      }),
    ).rejects.toThrow()
  })

  it('anonymous sees no members', async () => {
    const p = await payload()
    const result = await p
      .find({ collection: 'members', overrideAccess: false, depth: 0 })
      .then((r) => ({ docs: r.docs.length }))
      .catch((error: Error) => ({ error: error.name }))
    expect(['Forbidden', 0]).toContain('error' in result ? result.error : result.docs)
  })

  it('support staff see every member; editors and counter staff see none', async () => {
    const p = await payload()
    const total = (await p.count({ collection: 'members' })).totalDocs
    const results: Record<string, number | string> = {}
    for (const role of ['admin', 'support', 'editor', 'counter'] as const) {
      const { user } = await localLogin('staff', STAFF[role], STAFF_PASSWORD)
      results[role] = await p
        .find({ collection: 'members', overrideAccess: false, user: { ...user, collection: 'staff' }, limit: 1000 })
        .then((r) => r.totalDocs)
        .catch((error: Error) => error.name)
    }
    expect(results.admin).toBe(total)
    expect(results.support).toBe(total)
    expect(['Forbidden', 0]).toContain(results.editor)
    expect(['Forbidden', 0]).toContain(results.counter)
  })

  it('a member cannot read staff accounts', async () => {
    const p = await payload()
    const { user } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    const result = await p
      .find({ collection: 'staff', overrideAccess: false, user: { ...user, collection: 'members' }, depth: 0 })
      .then((r) => r.docs.length)
      .catch((error: Error) => error.name)
    expect(['Forbidden', 0]).toContain(result)
  })
})
