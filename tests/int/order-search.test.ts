/**
 * Issue 38 §6 and §12: one order search everywhere. The admin's Orders list (Payload's REST and GraphQL, which its
 * search box uses) finds what the Order desk finds — local phone formats, full names in either order, an order number
 * without its hyphen or by its last six characters — and the pickup desk finds a number typed those ways too. Access
 * stays the read rule's: counter staff search by number and passport name only, members and visitors find nothing.
 */
import { GET as REST_GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as pickupSearchRoute } from '@/app/(frontend)/api/staff/pickupSearch/route'
import { POST as searchRoute } from '@/app/(frontend)/api/staff/search/route'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { taipeiDate } from '@/domain/dates'
import type { DeskSearchResult, PickupOrder } from '@/lib/views/staffDesk'
import { sqlHandle } from '@/server/db/transaction'

import { MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload, postJson } from './helpers'

type Who = 'admin' | 'support' | 'counter' | 'editor' | 'member'
const tokens = {} as Record<Who, string>
const auth = (who?: Who): Record<string, string> => (who ? { authorization: `JWT ${tokens[who]}` } : {})

/** Orders found by Payload's REST list with `where[search][like]=text`, as the admin list asks. */
async function listFinds(text: string, who?: Who): Promise<{ status: number; ids: number[] }> {
  const path = `orders?depth=0&limit=100&where[search][like]=${encodeURIComponent(text)}`
  const response = await REST_GET(new Request(`http://localhost/api/${path}`, { headers: auth(who) }), {
    params: Promise.resolve({ slug: ['orders'] }),
  })
  const body = (await response.json()) as { docs?: { id: number }[] }
  return { status: response.status, ids: (body.docs ?? []).map((doc) => doc.id) }
}

async function deskFinds(text: string): Promise<number[]> {
  const { status, body } = await postJson<DeskSearchResult>(searchRoute, '/api/staff/search', { query: text }, { lang: 'en', ...auth('support') })
  expect(status).toBe(200)
  return body.data.orders.map((order) => order.id)
}

let tpe: number
let order: { id: number; orderNumber: string }
const stamp = Date.now().toString().slice(-6)
/** A Taiwan mobile of this run, as the order stores it (E.164) and as staff type it. */
const phone = `+8869${stamp}12`
const local = `09${stamp}12`
const localDashed = `${local.slice(0, 4)}-${local.slice(4, 7)}-${local.slice(7)}`
const surname = `SEARCHLIN${stamp.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!)}`

beforeAll(async () => {
  const p = await payload()
  for (const role of ['admin', 'support', 'counter', 'editor'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  tokens.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  tpe = (await p.find({ collection: 'airports', where: { code: { equals: 'TPE' } }, depth: 0, overrideAccess: true })).docs[0]!.id
  // A real order number (TW + date + hyphen + six characters), picked up at TPE, where the seeded counter works.
  const number = `TW${taipeiDate().replaceAll('-', '').slice(2)}-S${stamp.slice(-5)}`
  order = await createTestOrder({
    airport: tpe,
    data: { orderNumber: number, contactPhone: phone, surname, givenName: 'YU TING', pickup: { airport: tpe, counterId: 'c1', place: 'Test', date: taipeiDate(), time: '10:00' } },
  })
  await (await sqlHandle(p)).execute(sql`update orders set status = 'pendingPickup' where id = ${order.id}`)
})

describe('the Orders list finds what the Order desk finds', () => {
  it('by a Taiwan phone typed the local way (0911222333, 0911-222-333) and with its country code', async () => {
    for (const text of [local, localDashed, phone, `+886 ${phone.slice(4, 7)} ${phone.slice(7)}`]) {
      expect((await listFinds(text, 'support')).ids, text).toContain(order.id)
      expect(await deskFinds(text), text).toContain(order.id)
    }
  })

  it('by the full name in either order, and by the order number without its hyphen or by its last six characters', async () => {
    const compact = order.orderNumber.replace('-', '')
    for (const text of [`${surname} YU TING`, `YU TING ${surname}`, compact, compact.toLowerCase(), order.orderNumber.slice(-6), order.orderNumber]) {
      expect((await listFinds(text, 'admin')).ids, text).toContain(order.id)
      expect(await deskFinds(text), text).toContain(order.id)
    }
  })

  it('through GraphQL too', async () => {
    const response = await GRAPHQL(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth('support') },
        body: JSON.stringify({ query: `{ Orders(where: { search: { like: "${localDashed}" } }, limit: 50) { docs { id } } }` }),
      }),
    )
    const body = (await response.json()) as { data?: { Orders: { docs: { id: number }[] } }; errors?: unknown }
    expect(body.errors).toBeUndefined()
    expect(body.data!.Orders.docs.map((doc) => doc.id)).toContain(order.id)
  })

  it('counter staff find their airport’s order by number and passport name, never by contact data; others find nothing', async () => {
    expect((await listFinds(order.orderNumber.slice(-6), 'counter')).ids).toContain(order.id)
    expect((await listFinds(`YU TING ${surname}`, 'counter')).ids).toContain(order.id)
    expect((await listFinds(localDashed, 'counter')).ids).not.toContain(order.id)
    for (const who of ['member', 'editor', undefined] as const) {
      const { status, ids } = await listFinds(order.orderNumber, who)
      expect(ids, String(who)).not.toContain(order.id)
      expect(status, String(who)).toBeLessThan(500)
    }
  })
})

describe('the pickup desk', () => {
  it('finds the order by its number without the hyphen, in lower case, or by its last six characters', async () => {
    for (const query of [order.orderNumber.replace('-', ''), order.orderNumber.replace('-', '').toLowerCase(), order.orderNumber.slice(-6), order.orderNumber]) {
      const { status, body } = await postJson<PickupOrder[]>(pickupSearchRoute, '/api/staff/pickupSearch', { query }, { lang: 'en', ...auth('counter') })
      expect(status).toBe(200)
      expect(body.data.map((o) => o.orderNumber), query).toContain(order.orderNumber)
    }
  })
})
