/**
 * Issue 41.2: a logged-in member whose account e-mail was proven with a code orders without a new code; the server
 * decides from the session (a guest, an unverified member, a partner account made by staff, or another address still
 * need one), and the first order with a code is what proves the address.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as placeOrderRoute } from '@/app/(frontend)/api/order/placeOrder/route'
import { POST as userInfoRoute } from '@/app/(frontend)/api/user/info/route'

import { firstEsimProductId, localLogin, MESSAGES, payload as getPayload, postJson, randomClientIp, storeVerificationCode, CLIENT_IP_HEADER } from './helpers'

const CODE = '604219'
let payload: Payload
let esim: { productId: number; planId: string }

const email = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`

const body = (to: string, over: Record<string, unknown> = {}) => ({
  item: { kind: 'product', productId: esim.productId, planId: esim.planId, cardType: 'esim', quantity: 1 },
  email: to,
  phone: '+886912345678',
  surname: 'Chen',
  givenName: 'Mei Ling',
  birthDate: '1990-05-01',
  partnerName: 'none',
  agree: true,
  ...over,
})

const place = (data: unknown, token?: string) =>
  postJson<{ orderNumber?: string; errors?: Record<string, string> }>(placeOrderRoute, '/api/order/placeOrder', data, {
    lang: 'en',
    [CLIENT_IP_HEADER]: randomClientIp(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  })

/** A member made by staff (no code ever reached their e-mail), logged in. */
async function staffMadeMember(accountType: 1 | 2 | 3 = 1) {
  const address = email(`made${accountType}`)
  const password = `pw-${Math.random().toString(36).slice(2)}A1`
  const data: Record<string, unknown> = { email: address, password, accountType }
  if (accountType !== 1) {
    const partner = await payload.create({ collection: 'partners', data: { name: `Partner ${address}`, kind: accountType === 2 ? 'b2c' : 'bbc' } as never })
    data.partner = partner.id
  }
  const member = await payload.create({ collection: 'members', data: data as never })
  const { token } = await localLogin('members', address, password)
  return { id: member.id, email: address, token }
}

beforeAll(async () => {
  payload = await getPayload()
  const product = await payload.findByID({ collection: 'products', id: await firstEsimProductId(), depth: 0, overrideAccess: true })
  esim = { productId: product.id, planId: product.plans![0]!.id! }
})

describe('an order without a new e-mail code (issue 41.2)', () => {
  it('a guest still needs the code', async () => {
    const { status, body: reply } = await place(body(email('guest')))
    expect(status).toBe(400)
    expect(reply.data.errors?.verificationCode).toBe(MESSAGES.en.validation.codeRequired)
  })

  it('a member made by staff needs the code once; that order proves the e-mail, the next needs none', async () => {
    const member = await staffMadeMember()
    const info = await postJson<{ emailVerified: boolean }>(userInfoRoute, '/api/user/info', {}, { authorization: `Bearer ${member.token}` })
    expect(info.body.data.emailVerified).toBe(false)

    const refused = await place(body(member.email), member.token)
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors?.verificationCode).toBeTruthy()

    await storeVerificationCode(member.email, CODE)
    const first = await place(body(member.email, { verificationCode: CODE }), member.token)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await postJson<{ emailVerified: boolean }>(userInfoRoute, '/api/user/info', {}, { authorization: `Bearer ${member.token}` })
    expect(again.body.data.emailVerified).toBe(true)

    const second = await place(body(member.email), member.token)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(second.body.data.orderNumber).toBeTruthy()
    const order = await payload.find({ collection: 'orders', where: { orderNumber: { equals: second.body.data.orderNumber } }, depth: 0, overrideAccess: true })
    expect(order.docs[0]!.member).toBe(member.id)
  })

  it('the body cannot claim it: a verified member ordering to another address, or without a session, needs a code', async () => {
    const member = await staffMadeMember()
    await storeVerificationCode(member.email, CODE)
    expect((await place(body(member.email, { verificationCode: CODE }), member.token)).status).toBe(200)
    // Another address is not proven by the account's.
    const other = await place(body(email('friend')), member.token)
    expect(other.status).toBe(400)
    expect(other.body.data.errors?.verificationCode).toBeTruthy()
    // The same address without the session: a guest.
    const anonymous = await place(body(member.email))
    expect(anonymous.status).toBe(400)
    expect(anonymous.body.data.errors?.verificationCode).toBe(MESSAGES.en.validation.codeRequired)
  })

  it('an e-mail changed by staff since is not proven: the code is asked again', async () => {
    const member = await staffMadeMember()
    await storeVerificationCode(member.email, CODE)
    expect((await place(body(member.email, { verificationCode: CODE }), member.token)).status).toBe(200)
    const changed = email('changed')
    await payload.update({ collection: 'members', id: member.id, data: { email: changed }, overrideAccess: true })
    // The member's token reads the account anew on each request: it now carries the changed, unproven address.
    const reply = await place(body(changed), member.token)
    expect(reply.status).toBe(400)
    expect(reply.body.data.errors?.verificationCode).toBeTruthy()
  })

  for (const accountType of [2, 3] as const) {
    it(`a partner account (type ${accountType}) made by staff needs the code`, async () => {
      const partner = await staffMadeMember(accountType)
      const reply = await place(body(partner.email), partner.token)
      expect(reply.status).toBe(400)
      expect(reply.body.data.errors?.verificationCode).toBeTruthy()
    })
  }
})
