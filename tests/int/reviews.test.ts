/**
 * Member reviews through the real route handlers: only after a completed order for the target, one per
 * target per Taiwan month (40 parallel posts → one review), public only once staff approve it.
 */
import './content-next-runtime'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as esteemListRoute } from '@/app/(frontend)/api/esteemList/route'
import { POST as reviewRoute } from '@/app/(frontend)/api/user/review/route'
import { POST as reviewStatusRoute } from '@/app/(frontend)/api/user/reviewStatus/route'
import { reviewMonth } from '@/domain/reviews'

import { B2C, createTestOrder, firstEsimProductId, localLogin, MEMBER_PASSWORD, MESSAGES, payload as getPayload, postJson } from './helpers'

let payload: Payload
let productId: number
let run = 0

async function newMember(accountType = 1) {
  const email = `review-${Date.now().toString(36)}-${++run}@example.com`
  const doc = await payload.create({ collection: 'members', data: { email, password: MEMBER_PASSWORD, accountType, givenName: 'HANAKO', surname: 'SATO' } })
  return { id: doc.id, token: (await localLogin('members', email, MEMBER_PASSWORD)).token }
}

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {})
const post = (body: unknown, token?: string, lang = 'en') => postJson<Record<string, unknown>>(reviewRoute, '/api/user/review', body, { lang, ...auth(token) })
const status = (body: unknown, token?: string) => postJson<{ canReview: boolean; reason: string | null }>(reviewStatusRoute, '/api/user/reviewStatus', body, { lang: 'en', ...auth(token) })
const review = (over: Record<string, unknown> = {}) => ({ productId, rating: 4, text: 'Fast data all week in Taipei, easy setup.', ...over })

async function completedOrder(member: number, orderStatus = 'delivered') {
  return createTestOrder({ member, data: { status: orderStatus, product: productId } })
}

const listed = async (id: number) => {
  const { body } = await postJson<{ list: { id: number }[] }>(esteemListRoute, '/api/esteemList', { productId, pageSize: 100 }, { lang: 'en' })
  return body.data.list.some((r) => r.id === id)
}

beforeAll(async () => {
  payload = await getPayload()
  productId = await firstEsimProductId()
}, 60_000)

describe('/api/user/review', () => {
  it('answers 202 without a member login', async () => {
    expect((await post(review())).body.code).toBe(202)
    expect((await status({ productId })).body.code).toBe(202)
  })

  it('refuses a member without a completed order for the target (none, unpaid, paid, cancelled, another product)', async () => {
    const m = await newMember()
    expect((await status({ productId }, m.token)).body.data).toEqual({ canReview: false, reason: 'noOrder' })
    for (const orderStatus of ['unpaid', 'paid', 'cancelled', 'refunded', 'pendingPickup']) {
      await completedOrder(m.id, orderStatus)
      const reply = await post(review(), m.token)
      expect(reply.status, orderStatus).toBe(403)
      expect(reply.body.message).toBe(MESSAGES.en.api.reviewNeedsOrder)
    }
    // Another member's completed order does not count.
    const other = await newMember()
    await completedOrder(other.id)
    expect((await post(review(), m.token)).status).toBe(403)
    // A partner account without an order neither.
    const partner = await localLogin('members', B2C, MEMBER_PASSWORD)
    expect((await post(review(), partner.token)).status).toBe(403)
    expect(await payload.count({ collection: 'reviews', where: { member: { equals: m.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('takes one review per target per Taiwan month, in the member’s language, public only once approved', async () => {
    const m = await newMember()
    await completedOrder(m.id, 'pickedUp')
    expect((await status({ productId }, m.token)).body.data).toEqual({ canReview: true, reason: null })
    const first = await post(review(), m.token, 'jp')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const id = (first.body.data as { id: number }).id
    const doc = await payload.findByID({ collection: 'reviews', id, depth: 0, overrideAccess: true })
    // Signed with the names of the member's completed order (createTestOrder: ORDER TEST).
    expect(doc).toMatchObject({ approved: false, language: 'ja', rating: 4, member: m.id, displayName: 'Order T.', uniqueKey: `${m.id}:p${productId}:${reviewMonth(new Date())}` })

    const second = await post(review({ rating: 5 }), m.token)
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(MESSAGES.en.api.reviewedThisMonth)
    expect((await status({ productId }, m.token)).body.data).toEqual({ canReview: false, reason: 'reviewedThisMonth' })

    expect(await listed(id)).toBe(false)
    await payload.update({ collection: 'reviews', id, data: { approved: true }, overrideAccess: true })
    expect(await listed(id)).toBe(true)
  })

  it('40 parallel posts make one review', async () => {
    const m = await newMember()
    await completedOrder(m.id)
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => post(review({ rating: 1 + (i % 5) }), m.token)))
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 200), JSON.stringify(replies.find((r) => r.status !== 200 && r.status !== 409)?.body ?? null)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(39)
    expect(await payload.count({ collection: 'reviews', where: { member: { equals: m.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
  }, 60_000)

  it('refuses bad input with field errors, never a 5xx', async () => {
    const m = await newMember()
    for (const body of [
      review({ rating: 0 }),
      review({ rating: 6 }),
      review({ rating: 2.5 }),
      review({ text: 'short' }),
      review({ text: 'x'.repeat(2001) }),
      review({ activityId: 1 }),
      { rating: 4, text: 'No target given at all here.' },
      review({ member: 1 }),
      review({ approved: true }),
    ]) {
      const reply = await post(body, m.token)
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
  })
})
