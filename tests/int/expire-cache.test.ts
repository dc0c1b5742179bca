/**
 * The fan-out's internal route (POST /api/internal/expire-cache) tried from outside: only this server's own
 * listener, holding PAYLOAD_SECRET, may make it drop its caches (a cheap way to load the database otherwise).
 * No login of any kind opens it; an old, foreign or missing signature is refused before the body is read.
 */
import { POST } from '@/app/(internal)/api/internal/expire-cache/route'
import { SIGNATURE_HEADER, signBody } from '@/server/cacheFanout/signature'
import { describe, expect, it } from 'vitest'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin } from './helpers'

const secret = () => process.env.PAYLOAD_SECRET!
const send = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost/api/internal/expire-cache', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }))

describe('POST /api/internal/expire-cache', () => {
  const body = JSON.stringify({ tags: ['faq'] })

  it('refuses every login without the signature: none, a member, both partner types, each staff role', async () => {
    expect((await send(body)).status).toBe(403)
    const logins = [
      await localLogin('members', MEMBER, MEMBER_PASSWORD),
      await localLogin('members', B2C, MEMBER_PASSWORD),
      await localLogin('members', BBC, MEMBER_PASSWORD),
      ...(await Promise.all(Object.values(STAFF).map((email) => localLogin('staff', email, STAFF_PASSWORD)))),
    ]
    for (const { token, user } of logins) {
      const response = await send(body, { authorization: `JWT ${token}`, cookie: `payload-token=${token}` })
      expect(response.status, String(user.email)).toBe(403)
    }
  })

  it('refuses a signature under another secret, for another body, too old, or malformed', async () => {
    expect((await send(body, { [SIGNATURE_HEADER]: signBody('another-secret', body) })).status).toBe(403)
    expect((await send(body, { [SIGNATURE_HEADER]: signBody(secret(), JSON.stringify({ tags: ['news'] })) })).status).toBe(403)
    expect((await send(body, { [SIGNATURE_HEADER]: signBody(secret(), body, Date.now() - 120_000) })).status).toBe(403)
    expect((await send(body, { [SIGNATURE_HEADER]: 'not-a-signature' })).status).toBe(403)
  })

  it('takes a signed request; a signed but malformed body is a 400, an oversized one a 413, never a 5xx', async () => {
    const ok = await send(body, { [SIGNATURE_HEADER]: signBody(secret(), body) })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ expired: 1, all: false })
    for (const bad of ['{', JSON.stringify({ tags: 'faq' }), JSON.stringify({ tags: ['faq'], extra: 1 })]) {
      expect((await send(bad, { [SIGNATURE_HEADER]: signBody(secret(), bad) })).status, bad).toBe(400)
    }
    const huge = JSON.stringify({ tags: ['x'.repeat(300_001)] })
    expect((await send(huge, { [SIGNATURE_HEADER]: signBody(secret(), huge) })).status).toBe(413)
  })
})
