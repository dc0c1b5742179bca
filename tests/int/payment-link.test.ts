/**
 * Issue 38 §2, what was left: support resends an unpaid order's payment link. It is a NEW link, mailed in the order's
 * language to its current address; only the newest link opens the order for payment (an older one stops working),
 * and no link outlives the order's payment window. Refused for a paid or cancelled order (a localized 409), and to
 * anonymous callers, members of each account type, editors and counter staff; 40 parallel requests make one link
 * and one mail.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkoutOrderRoute } from '@/app/(frontend)/api/checkout/order/route'
import { POST as resendRoute } from '@/app/(frontend)/api/staff/resendMail/route'
import { MESSAGES } from '@/i18n/messages'
import { sqlHandle } from '@/server/db/transaction'
import { openFields } from '@/server/mail/secrets'
import { renderMail } from '@/server/mail/templates'
import { SECRET_FIELDS } from '@/server/mail/types'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, keepEnv, localLogin, payload as getPayload, postJson } from './helpers'

type Route = (request: Request) => Promise<Response>
type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'editor' | 'support' | 'counter' | 'admin'

let payload: Payload
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
let seq = 0
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`

const call = <T>(route: Route, path: string, body: unknown, who: Who, lang = 'en') =>
  postJson<T>(route, path, body, { lang, ...(who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` }) })
const resend = (orderId: number, who: Who, lang = 'en') => call<{ to: string }>(resendRoute, '/api/staff/resendMail', { orderId, kind: 'paymentLink' }, who, lang)
const openLink = (orderNumber: string, checkoutToken: string) =>
  postJson<{ orderNumber: string; status: string; checkoutToken: string }>(checkoutOrderRoute, '/api/checkout/order', { orderNumber, checkoutToken }, { lang: 'en' })

async function unpaidOrder(locale = 'ja') {
  const email = `${unique('paylink')}@int.test`.toLowerCase()
  const order = await createTestOrder({ email, data: { locale } })
  return { id: order.id, orderNumber: order.orderNumber, email }
}

async function setStatus(orderId: number, status: string) {
  const db = await sqlHandle(payload)
  await db.execute(sql`update orders set status = ${status} where id = ${orderId}`)
}

/** The payment-link mails queued to `email` (the job loop stays out of tests: queued rows stay until a test runs them). */
async function linkMails(email: string): Promise<{ locale: string; data: Record<string, unknown> }[]> {
  const db = await sqlHandle(payload)
  const rows = (await db.execute(sql`select input from payload_jobs where input->>'kind' = 'orderReceived' and input->>'to' = ${email} order by id`)).rows as {
    input: { locale: string; data: Record<string, unknown> }
  }[]
  return rows.map((r) => ({ locale: r.input.locale, data: openFields(r.input.data, SECRET_FIELDS.orderReceived) })).filter((m) => m.data.paymentToken)
}

const issuedAt = async (orderId: number) =>
  (await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })).paymentLinkIssuedAt ?? null

/** Moves the last link's audit entry out of the retry window, as if support clicked again two minutes later. */
async function afterRetryWindow(orderId: number) {
  const db = await sqlHandle(payload)
  await db.execute(sql`update audit_log set created_at = created_at - interval '2 minutes' where order_id = ${orderId}`)
}

const restoreEnv = keepEnv(['MESSAGING_RUNNER'])
afterAll(restoreEnv)

beforeAll(async () => {
  // Queue only (as the web process of npm start does): the mails stay in the job table, where the test reads their links.
  process.env.MESSAGING_RUNNER = 'worker'
  payload = await getPayload()
  for (const [who, email] of [['member', MEMBER], ['b2c', B2C], ['bbc', BBC]] as const) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
  for (const role of ['editor', 'support', 'counter', 'admin'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
})

describe('resend payment link (issue 38 §2)', () => {
  it('refused to anonymous callers (401), members, partners, editors and counter staff (403): no link, no mail', async () => {
    const order = await unpaidOrder()
    for (const who of ['anonymous', 'member', 'b2c', 'bbc', 'editor', 'counter'] as const) {
      const reply = await resend(order.id, who)
      expect(reply.status, who).toBe(who === 'anonymous' ? 401 : 403)
    }
    expect(await issuedAt(order.id)).toBeNull()
    expect(await linkMails(order.email)).toEqual([])
  })

  it('support mails a new link in the order’s language; only the newest link opens the order, until its payment window closes', async () => {
    const order = await unpaidOrder('ja')
    const first = await resend(order.id, 'support')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data.to).toBe(order.email)
    const [mail] = await linkMails(order.email)
    expect(mail!.locale).toBe('ja')
    const token = String(mail!.data.paymentToken)
    // The link stops when the unpaid order would be cancelled (site settings: 30 minutes after it was placed).
    const placed = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).createdAt
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const minutes = settings.orderRules?.unpaidCancelAfterMinutes ?? 30
    expect(new Date(String(mail!.data.payUntil)).getTime()).toBe(new Date(placed).getTime() + minutes * 60_000)
    expect(Number(token.split('.')[0])).toBe(Math.floor((new Date(placed).getTime() + minutes * 60_000) / 1000))
    // The mail, in Japanese, carries the payment page's link with that token.
    const rendered = renderMail('orderReceived', 'ja', mail!.data as never, { baseUrl: 'https://shop.example' })
    expect(rendered.text).toContain(MESSAGES.ja.mail.orderReceived.payNow)
    expect(rendered.html).toContain(`https://shop.example/ja/checkout?order=${encodeURIComponent(order.orderNumber)}&amp;link=${encodeURIComponent(token)}`)
    // The outbox copy masks the token.
    expect(renderMail('orderReceived', 'ja', mail!.data as never, { baseUrl: 'https://shop.example', maskSecrets: true }).html).not.toContain(token)

    const opened = await openLink(order.orderNumber, token)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect(opened.body.data).toMatchObject({ orderNumber: order.orderNumber, status: 'unpaid', checkoutToken: token })
    // A forged token, or the right one for another order, opens nothing.
    expect((await openLink(order.orderNumber, `${token.slice(0, -2)}AA`)).status).toBe(404)
    const other = await unpaidOrder()
    expect((await openLink(other.orderNumber, token)).status).toBe(404)

    // Support sends again later (the address was fixed, the mail lost): the new link works, the old one no longer.
    await afterRetryWindow(order.id)
    expect((await resend(order.id, 'admin')).status).toBe(200)
    const mails = await linkMails(order.email)
    expect(mails).toHaveLength(2)
    const newer = String(mails[1]!.data.paymentToken)
    expect(newer).not.toBe(token)
    expect((await openLink(order.orderNumber, newer)).status).toBe(200)
    expect((await openLink(order.orderNumber, token)).status).toBe(404)

    // Once paid, the link opens nothing (the payment page says the link no longer works).
    await setStatus(order.id, 'paid')
    expect((await openLink(order.orderNumber, newer)).status).toBe(404)
  })

  it('refused for a paid or cancelled order, and once the payment window has closed, with a localized message', async () => {
    for (const status of ['paid', 'cancelled'] as const) {
      const order = await unpaidOrder()
      await setStatus(order.id, status)
      const reply = await resend(order.id, 'support', 'jp')
      expect(reply.status, status).toBe(409)
      expect(reply.body.message).toBe(MESSAGES.ja.api.paymentLinkNotUnpaid)
      expect(await linkMails(order.email)).toEqual([])
    }
    const late = await unpaidOrder()
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set created_at = now() - interval '1 day' where id = ${late.id}`)
    const reply = await resend(late.id, 'admin', 'zh-tw')
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe(MESSAGES['zh-TW'].api.paymentWindowClosed)
    expect(await issuedAt(late.id)).toBeNull()
    expect(await linkMails(late.email)).toEqual([])
  })

  it('40 parallel requests by support and admins: one new link, one mail, one audit entry', async () => {
    const order = await unpaidOrder('ko')
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => resend(order.id, i % 2 ? 'support' : 'admin')))
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200))
    const mails = await linkMails(order.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.locale).toBe('ko')
    const audit = await payload.find({ collection: 'audit-log', where: { and: [{ order: { equals: order.id } }, { action: { equals: 'resendMail' } }] }, overrideAccess: true, depth: 0 })
    expect(audit.docs.map((e) => (e.detail as { kind: string }).kind)).toEqual(['paymentLink'])
    // The mailed link is the one that works.
    expect((await openLink(order.orderNumber, String(mails[0]!.data.paymentToken))).status).toBe(200)
  })
})
