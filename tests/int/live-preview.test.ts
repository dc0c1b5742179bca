/**
 * Issue 38 §7 live preview, on the server: only a signed-in staff member who may read a collection's drafts gets a
 * preview (the route that turns draft mode on refuses no token 401, a member, a B2C and a BBC partner, and the
 * counter 403, without touching draft mode); the storefront's reads show the latest draft inside a preview only, to
 * that staff member, and the published text to everyone else, before and after; and an unpaid order's payment card
 * on the staff order screen (issue 38, seen on the order screen) says until when it can be paid and why the last
 * payment was refused.
 */
import './content-next-runtime'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as previewRoute } from '@/app/(frontend)/api/preview/route'
import { getNews } from '@/server/catalog/content'
import { asPreview } from '@/server/catalog/preview'
import { sqlHandle } from '@/server/db/transaction'
import { deskOrder } from '@/server/staff/orderView'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload as getPayload } from './helpers'

type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'counter' | 'editor' | 'support' | 'admin'

let payload: Payload
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
const users = {} as Record<'editor' | 'counter', TypedUser>
const tag = `preview-${Date.now().toString(36)}`
const publishedTitle = `Published ${tag}`
const draftTitle = `Draft ${tag}`
let newsId: number

const preview = (query: string, who: Who) =>
  previewRoute(new Request(`http://localhost/api/preview?${query}`, { headers: who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` } }))

beforeAll(async () => {
  payload = await getPayload()
  for (const [who, email] of [['member', MEMBER], ['b2c', B2C], ['bbc', BBC]] as const) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
  for (const role of ['editor', 'support', 'counter', 'admin'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  for (const role of ['editor', 'counter'] as const) {
    const found = await payload.find({ collection: 'staff', where: { email: { equals: STAFF[role] } }, limit: 1, overrideAccess: true })
    users[role] = { ...found.docs[0]!, collection: 'staff' } as unknown as TypedUser
  }
  // Published in zh-TW (publishing needs it) and English.
  const news = await payload.create({
    collection: 'news',
    locale: 'zh-TW',
    data: { title: `已發布 ${tag}`, summary: '摘要', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' },
    overrideAccess: true,
  })
  newsId = news.id
  await payload.update({ collection: 'news', id: newsId, locale: 'en', data: { title: publishedTitle, summary: 'Summary', _status: 'published' }, overrideAccess: true })
  // Staff type on: an autosaved draft on top of the published item.
  await payload.update({ collection: 'news', id: newsId, locale: 'en', draft: true, data: { title: draftTitle }, overrideAccess: true })
}, 120_000)

afterAll(async () => {
  if (newsId) await payload.delete({ collection: 'news', id: newsId, overrideAccess: true })
})

describe('live preview (issue 38 §7)', () => {
  it('is refused without a staff login that reads drafts: no token 401, members and partners and the counter 403', async () => {
    const anonymous = await preview(`collection=news&id=${newsId}&locale=en`, 'anonymous')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('set-cookie')).toBeNull()
    for (const who of ['member', 'b2c', 'bbc', 'counter'] as const) {
      const reply = await preview(`collection=news&id=${newsId}&locale=en`, who)
      expect(reply.status, who).toBe(403)
      // No draft-mode cookie: the refusal leaves the browser as it was.
      expect(reply.headers.get('set-cookie'), who).toBeNull()
      const body = (await reply.json()) as { code: number; message: string }
      expect(body.code, who).toBe(403)
      expect(body.message, who).toBeTruthy()
    }
  })

  it('refuses what it cannot preview with a 404, not a 5xx', async () => {
    for (const query of ['collection=orders&id=1', 'collection=news&id=abc', 'collection=news&id=999999999', 'global=site-settings', '']) {
      const reply = await preview(query, 'editor')
      expect(reply.status, query).toBe(404)
    }
  })

  it('the storefront reads the draft in a staff preview only; a visitor reads the published text before and after', async () => {
    expect((await getNews('en', newsId))?.title).toBe(publishedTitle)
    expect((await asPreview({ user: users.editor }, () => getNews('en', newsId)))?.title).toBe(draftTitle)
    expect((await getNews('en', newsId))?.title).toBe(publishedTitle)
    // The counter's login reads no drafts (its collection access): even inside a preview it sees what visitors see.
    expect((await asPreview({ user: users.counter }, () => getNews('en', newsId)))?.title).toBe(publishedTitle)
  })
})

describe("an unpaid order's payment card", () => {
  it('says until when it can be paid (the auto-cancel deadline) and the last decline reason; the link may be resent', async () => {
    const order = await createTestOrder({ email: `${tag}@int.test`, data: { locale: 'ja' } })
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set created_at = '2026-11-29T01:00:00.000Z' where id = ${order.id}`)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const minutes = settings.orderRules?.unpaidCancelAfterMinutes ?? 30
    const closed = await deskOrder(payload, order.id, 'en')
    expect(closed.unpaid).toEqual({ payableUntil: new Date(Date.parse('2026-11-29T01:00:00.000Z') + minutes * 60_000).toISOString(), open: false, lastDecline: null })
    // The window is over: the desk offers no new link (the server would refuse it).
    expect(closed.actions.resendPaymentLink).toBe(false)

    const placed = new Date(Date.now() - 60_000)
    await db.execute(sql`update orders set created_at = ${placed.toISOString()} where id = ${order.id}`)
    await payload.create({
      collection: 'payments',
      data: { order: order.id, idempotencyKey: `${tag}-declined`, method: 'card', provider: 'tappay', amountTwd: 450, status: 'failed', errorCode: '10003', errorMessage: 'Card declined' },
      overrideAccess: true,
    } as never)
    const open = await deskOrder(payload, order.id, 'en')
    expect(open.unpaid).toEqual({ payableUntil: new Date(placed.getTime() + minutes * 60_000).toISOString(), open: true, lastDecline: '10003 · Card declined' })
    expect(open.actions.resendPaymentLink).toBe(true)
  })
})
