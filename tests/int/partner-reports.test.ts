/**
 * Partner reports (issue 14) through the real route handlers on the real database: /api/user/btcOrderList,
 * /api/user/bbcOrderList, their /download variants, the staff report endpoint /api/partners/:id/report, and
 * Payload's own REST and GraphQL. The attacker's angle: another partner's account, the other partner type,
 * ordinary members, staff tokens on member endpoints, no token; totals against the rows on random data sets;
 * a refund after a report was read.
 */
import { sql } from '@payloadcms/db-postgres'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as REST_GET, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as bbcDownloadRoute } from '@/app/(frontend)/api/user/bbcOrderList/download/route'
import { POST as bbcRoute } from '@/app/(frontend)/api/user/bbcOrderList/route'
import { POST as btcDownloadRoute } from '@/app/(frontend)/api/user/btcOrderList/download/route'
import { POST as btcRoute } from '@/app/(frontend)/api/user/btcOrderList/route'
import { taipeiDate } from '@/domain/dates'
import { bbcStatusOf, periodProfitShareTwd } from '@/domain/partnerReport'
import { generateSerialBatch, isWellFormedSerial, serialState } from '@/domain/serialNumber'
import type { B2cReportPage, BbcReportPage } from '@/lib/views/partnerReport'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { applyOrderEvent } from '@/server/orders/status'

import {
  B2C,
  BBC,
  createTestOrder,
  firstEsimProductId,
  lang,
  localLogin,
  MEMBER,
  MEMBER_PASSWORD,
  MESSAGES,
  payload as getPayload,
  postJson,
  postRequest,
  STAFF,
  STAFF_PASSWORD,
} from './helpers'

type Route = (r: Request) => Promise<Response>
let payload: Payload
const stamp = Date.now().toString(36).toUpperCase()
let seq = 0
const unique = (label: string) => `${label}${stamp}${++seq}`

const tokens: Record<string, string> = {}
let buyerId: number
let productId: number
let planId: string

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {})
const report = <T>(route: Route, path: string, body: unknown, token?: string, language = 'en') =>
  postJson<T>(route, path, body, { lang: language, ...bearer(token) })
const b2c = (body: unknown, token?: string, language?: string) => report<B2cReportPage>(btcRoute, '/api/user/btcOrderList', body, token, language)
const bbc = (body: unknown, token?: string, language?: string) => report<BbcReportPage>(bbcRoute, '/api/user/bbcOrderList', body, token, language)
const download = (route: Route, path: string, body: unknown, token?: string, language = 'en') =>
  route(postRequest(path, JSON.stringify(body), { lang: language, ...bearer(token) }))

async function setCreatedAt(table: 'orders' | 'serial_numbers', id: number, day: string, hour = 12) {
  const db = await sqlHandle(payload)
  const at = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString()
  if (table === 'orders') await db.execute(sql`update orders set created_at = ${at} where id = ${id}`)
  else await db.execute(sql`update serial_numbers set created_at = ${at} where id = ${id}`)
}

async function partner(kind: 'b2c' | 'bbc', active = true) {
  return payload.create({ collection: 'partners', data: { name: unique(`Partner ${kind} `), kind, active }, overrideAccess: true })
}

async function account(accountType: 1 | 2 | 3, partnerId?: number) {
  const email = `${unique('partner-acct').toLowerCase()}@example.com`
  await payload.create({ collection: 'members', data: { email, password: MEMBER_PASSWORD, accountType, ...(partnerId ? { partner: partnerId } : {}) }, overrideAccess: true })
  return (await localLogin('members', email, MEMBER_PASSWORD)).token
}

async function promoCode(partnerId: number, share = 10) {
  const code = unique('PC')
  const doc = await payload.create({ collection: 'promo-codes', data: { code, kind: 'fixed', value: 50, partner: partnerId, profitSharePercent: share, active: true }, overrideAccess: true })
  return { id: doc.id, code, share }
}

type Sale = { code: { id: number; code: string; share?: number }; day: string; status: 'paid' | 'pendingPickup' | 'delivered' | 'pickedUp' | 'redeemed' | 'cancelled' | 'refunded' | 'unpaid'; subtotal: number; total: number; share: number; percent?: number }
async function sale(s: Sale) {
  const order = await createTestOrder({
    member: buyerId,
    data: { status: s.status, promoCode: s.code.id, promoCodeText: s.code.code, subtotalTwd: s.subtotal, discountTwd: s.subtotal - s.total, totalTwd: s.total, profitShareTwd: s.share, ...(s.percent === undefined ? {} : { profitSharePercent: s.percent }) },
  })
  await setCreatedAt('orders', order.id, s.day)
  return order
}

async function serials(partnerId: number, days: string[], { payable = 80, original = 100 } = {}) {
  const codes = generateSerialBatch(days.length, '')
  for (const [i, day] of days.entries()) {
    const doc = await payload.create({
      collection: 'serial-numbers',
      overrideAccess: true,
      data: { code: codes[i]!, product: productId, planId, quantity: 1, partner: partnerId, batch: unique('T'), validFrom: '2025-01-01', validUntil: '2025-12-31', originalPriceTwd: original, payableTwd: payable, status: 'unused' },
    })
    await setCreatedAt('serial_numbers', doc.id, day)
  }
  return codes
}

/** All pages of a report, by its own paging. */
async function allPages<T extends { totalPages: number; list: unknown[] }>(fetchPage: (page: number) => Promise<{ status: number; body: { data: T } }>) {
  const first = await fetchPage(1)
  expect(first.status).toBe(200)
  const pages = [first.body.data]
  for (let page = 2; page <= first.body.data.totalPages; page++) pages.push((await fetchPage(page)).body.data)
  return { first: first.body.data, rows: pages.flatMap((p) => p.list as T['list'][number][]) }
}

/** RFC 4180 CSV, as a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const out: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') endField()
    else if (c === '\r' && text[i + 1] === '\n') {
      endField()
      out.push(row)
      row = []
      i++
    } else field += c
  }
  if (field || row.length) {
    endField()
    out.push(row)
  }
  return out
}

async function xlsxSheets(response: Response): Promise<{ name: string; rows: (string | number)[][] }[]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer)
  return workbook.worksheets.map((sheet) => {
    const rows: (string | number)[][] = []
    sheet.eachRow((r) => rows.push((r.values as (string | number)[]).slice(1)))
    return { name: sheet.name, rows }
  })
}

const xlsxRows = async (response: Response) => (await xlsxSheets(response))[0]!.rows

let seoulPartnerId: number
let saigonPartnerId: number
let otherB2c: { id: number; token: string; code: { id: number; code: string } }
let otherBbc: { id: number; token: string; codes: string[] }

beforeAll(async () => {
  payload = await getPayload()
  tokens.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  tokens.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  tokens.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
  for (const role of ['admin', 'support', 'editor', 'counter'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  buyerId = (await payload.find({ collection: 'members', where: { email: { equals: MEMBER } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  productId = await firstEsimProductId()
  planId = (await payload.findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true })).plans?.[0]?.id ?? ''
  const find = async (name: string) => (await payload.find({ collection: 'partners', where: { name: { equals: name } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  seoulPartnerId = await find('Seoul Travel Co.')
  saigonPartnerId = await find('Saigon Tours')

  const p2 = await partner('b2c')
  otherB2c = { id: p2.id, token: await account(2, p2.id), code: await promoCode(p2.id, 20) }
  await sale({ code: otherB2c.code, day: '2026-10-03', status: 'paid', subtotal: 1000, total: 950, share: 190 })
  const p3 = await partner('bbc')
  otherBbc = { id: p3.id, token: await account(3, p3.id), codes: await serials(p3.id, ['2026-10-03', '2026-10-04']) }
})

describe('the seeded partners read their own reports', () => {
  it('B2C (type 2): paid sales with its codes, cancelled/refunded excluded, totals = row sums, never another partner’s code', async () => {
    const { first, rows } = await allPages((page) => b2c({ from: '2026-10-01', to: '2026-10-10', page, pageSize: 1 }, tokens.b2c))
    expect(first.kind).toBe('b2c')
    expect(first.partner.name).toBe('Seoul Travel Co.')
    expect(new Set(rows.map((r) => r.promoCode))).toEqual(new Set(['SEOUL10', 'SEOULVIP']))
    // Seeded: SEOUL10 on 1, 2, 8 Oct sell (4 and 7 Oct are refunded/cancelled); SEOULVIP on 2, 5, 10 Oct.
    expect(first.totals.orders).toBe(6)
    expect(rows).toHaveLength(6)
    expect(first.totals.salesTwd).toBe(rows.reduce((s, r) => s + r.paidTwd, 0))
    // The share once per rate on the period's total (issue 38 §13), never the sum of rounded orders.
    expect(first.totals.profitShareTwd).toBe(periodProfitShareTwd(rows))
    expect(first.totals.originalPriceTwd).toBe(rows.reduce((s, r) => s + r.originalPriceTwd, 0))
    // The summary rows (code × product × rate) add up to the same totals.
    expect(first.groups.reduce((s, g) => s + g.orders, 0)).toBe(6)
    expect(first.groups.reduce((s, g) => s + g.salesTwd, 0)).toBe(first.totals.salesTwd)
    // Lines carry the masked number only.
    for (const row of rows) expect(row.orderNumber).toMatch(/^TW\d{6}-·+[0-9A-Z]{2}$/)
    expect(first.daily.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`))
    expect(first.daily.reduce((s, d) => s + d.amountTwd, 0)).toBe(first.totals.salesTwd)
    expect(first.daily.find((d) => d.date === '2026-10-04')!.amountTwd).toBe(0)
    // The other partner's code is not found even by name.
    const probe = await b2c({ query: otherB2c.code.code }, tokens.b2c)
    expect(probe.body.data.total).toBe(0)
  })

  it('BBC (type 3): its serials only, used/unused, discount = original − payable, totals = row sums', async () => {
    const { first, rows } = await allPages((page) => bbc({ from: '2026-10-01', to: '2026-10-10', page, pageSize: 4 }, tokens.bbc))
    expect(first.kind).toBe('bbc')
    expect(first.partner.name).toBe('Saigon Tours')
    expect(rows).toHaveLength(9)
    expect(first.totals.rows).toBe(9)
    expect(first.totals.used + first.totals.unused + first.totals.expired + first.totals.notYetValid).toBe(9)
    // Each serial stands where redemption would put it today (the seeded ones expired on 2026-10-31).
    const stored = await payload.find({ collection: 'serial-numbers', where: { code: { in: rows.map((r) => r.serialNumber) } }, limit: 50, depth: 0, overrideAccess: true })
    expect(stored.docs).toHaveLength(rows.length)
    for (const row of rows) {
      const serial = stored.docs.find((d) => d.code === row.serialNumber)!
      expect(row.status, row.serialNumber).toBe(bbcStatusOf(serialState(serial, taipeiDate())))
      expect(row.validUntil).toBe(serial.validUntil ?? null)
    }
    for (const status of ['used', 'unused', 'expired', 'notYetValid'] as const) expect(first.totals[status], status).toBe(rows.filter((r) => r.status === status).length)
    for (const row of rows) expect(row.discountTwd).toBe(row.originalPriceTwd - row.payableTwd)
    expect(first.totals.payableTwd).toBe(rows.reduce((s, r) => s + r.payableTwd, 0))
    expect(first.totals.discountTwd).toBe(rows.reduce((s, r) => s + r.discountTwd, 0))
    for (const code of otherBbc.codes) expect(rows.map((r) => r.serialNumber)).not.toContain(code)
    expect((await bbc({ query: otherBbc.codes[0] }, tokens.bbc)).body.data.total).toBe(0)
  })

  it('a second partner of each kind sees exactly its own rows', async () => {
    const mine = await b2c({}, otherB2c.token)
    expect(mine.status).toBe(200)
    expect(mine.body.data.list.map((r) => r.promoCode)).toEqual([otherB2c.code.code])
    expect(mine.body.data.totals).toMatchObject({ orders: 1, salesTwd: 950, profitShareTwd: 190, originalPriceTwd: 1000 })
    const theirs = await bbc({}, otherBbc.token)
    expect(theirs.body.data.list.map((r) => r.serialNumber).sort()).toEqual([...otherBbc.codes].sort())
  })
})

describe('issue 38 §13: reconciling', () => {
  it('B2C: the share is taken once on the period’s total (15 % of NT$2 160 in six orders is NT$324, not the NT$322 of per-order rounding), with the rate and the order lines', async () => {
    const p = await partner('b2c')
    const token = await account(2, p.id)
    const code = await promoCode(p.id, 15)
    const paid = [370, 370, 350, 350, 360, 360]
    const orders = []
    for (const [i, total] of paid.entries())
      orders.push(await sale({ code, day: `2026-08-0${i + 1}`, status: 'paid', subtotal: total + 50, total, share: Math.floor((total * 15) / 100), percent: 15 }))
    expect(orders.reduce((s, o) => s + Number(o.profitShareTwd), 0)).toBe(322)
    const report = await b2c({ from: '2026-08-01', to: '2026-08-31' }, token)
    expect(report.status).toBe(200)
    const data = report.body.data
    expect(data.totals).toMatchObject({ orders: 6, salesTwd: 2160, profitShareTwd: 324, rates: [15] })
    expect(data.groups).toEqual([{ promoCode: code.code, product: expect.any(String), orders: 6, originalPriceTwd: 2460, salesTwd: 2160, sharePercent: 15, profitShareTwd: 324 }])
    // The lines, newest first: date, masked number, code, list price, paid, the rate and its share to the cent.
    expect(data.list.map((l) => [l.paidTwd, l.sharePercent, l.shareTwd])).toEqual([...paid].reverse().map((t) => [t, 15, (t * 15) / 100]))
    expect(data.list[0]!.orderedAt.slice(0, 10)).toBe('2026-08-06')
    for (const [i, line] of data.list.entries()) {
      const number = orders[orders.length - 1 - i]!.orderNumber
      expect(line.orderNumber).not.toBe(number)
      expect(line.orderNumber.slice(-2)).toBe(number.slice(-2))
      expect(line.originalPriceTwd).toBe(line.paidTwd + 50)
    }
    // A later change of the code's rate leaves the sales it already made at their own rate.
    await payload.update({ collection: 'promo-codes', id: code.id, data: { profitSharePercent: 20 }, overrideAccess: true })
    expect((await b2c({ from: '2026-08-01', to: '2026-08-31' }, token)).body.data.totals).toMatchObject({ profitShareTwd: 324, rates: [15] })
    // The export says the same.
    const csv = parseCsv(new TextDecoder().decode(await (await download(btcDownloadRoute, '/api/user/btcOrderList/download', { from: '2026-08-01', to: '2026-08-31', format: 'csv' }, token)).arrayBuffer()))
    expect(Number(csv.at(-1)![7])).toBe(324)
    expect(csv.slice(1, -1).map((r) => r[6])).toEqual(Array(6).fill('15%'))
  })

  it('BBC: a status filter; B2C refuses one, and an unknown status is a localized 400', async () => {
    const used = await bbc({ status: 'used' }, tokens.bbc)
    expect(used.status).toBe(200)
    expect(used.body.data.list.length).toBeGreaterThan(0)
    expect(new Set(used.body.data.list.map((r) => r.status))).toEqual(new Set(['used']))
    expect(used.body.data.totals.rows).toBe(used.body.data.totals.used)
    expect(used.body.data.status).toBe('used')
    for (const row of used.body.data.list) expect(row.orderedAt).not.toBeNull()
    const all = await bbc({}, tokens.bbc)
    expect(all.body.data.totals.rows).toBeGreaterThan(used.body.data.totals.rows)
    for (const row of all.body.data.list.filter((r) => r.status !== 'used')) expect(row.orderedAt).toBeNull()
    const refused = await b2c({ status: 'used' }, tokens.b2c, lang('ja'))
    expect(refused.status).toBe(400)
    const unknown = await bbc({ status: 'lost' }, tokens.bbc, lang('ja'))
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain(MESSAGES.ja.validation.invalidValue)
  })
})

describe('who is refused', () => {
  const routes = [
    ['btcOrderList', btcRoute, '/api/user/btcOrderList'],
    ['bbcOrderList', bbcRoute, '/api/user/bbcOrderList'],
    ['btcOrderList/download', btcDownloadRoute, '/api/user/btcOrderList/download'],
    ['bbcOrderList/download', bbcDownloadRoute, '/api/user/bbcOrderList/download'],
  ] as const

  it.each(routes)('%s: no token, a forged token or a staff token → 202 (not logged in), nothing of the report', async (_name, route, path) => {
    for (const token of [undefined, 'not-a-token', `${tokens.b2c!.slice(0, -4)}AAAA`, tokens.admin, tokens.support]) {
      const response = await route(postRequest(path, JSON.stringify({}), { lang: 'en', ...bearer(token) }))
      const text = await response.text()
      expect(JSON.parse(text).code, `token ${String(token).slice(0, 12)}`).toBe(202)
      expect(text).not.toMatch(/SEOUL|Saigon|Seoul/)
    }
  })

  it.each(routes)('%s: a type 1 member and the wrong partner type → 403, localized, nothing of the report', async (name, route, path) => {
    const wrong = name.startsWith('btc') ? [tokens.member, tokens.bbc, otherBbc.token] : [tokens.member, tokens.b2c, otherB2c.token]
    for (const token of wrong) {
      const response = await route(postRequest(path, JSON.stringify({}), { lang: lang('vi'), ...bearer(token) }))
      const body = JSON.parse(await response.text())
      expect(response.status).toBe(403)
      expect(body.code).toBe(403)
      expect(body.data).toBeNull()
      expect(body.message).toBe(MESSAGES.vi.api.forbidden)
    }
  })

  it('a partner account without a partner, or of an inactive partner, is refused', async () => {
    const unlinked = await account(2)
    expect((await b2c({}, unlinked)).status).toBe(403)
    const sleeping = await partner('bbc', false)
    await serials(sleeping.id, ['2026-10-05'])
    const sleepy = await account(3, sleeping.id)
    const reply = await bbc({}, sleepy, lang('zh-TW'))
    expect(reply.status).toBe(403)
    expect(reply.body.message).toBe(MESSAGES['zh-TW'].api.partnerNotLinked)
  })

  it('a type 2 account cannot be linked to a BBC partner (nor type 1 to any)', async () => {
    await expect(
      payload.create({ collection: 'members', data: { email: `${unique('x').toLowerCase()}@example.com`, password: MEMBER_PASSWORD, accountType: 2, partner: saigonPartnerId }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'members', data: { email: `${unique('y').toLowerCase()}@example.com`, password: MEMBER_PASSWORD, accountType: 1, partner: seoulPartnerId }, overrideAccess: true }),
    ).rejects.toThrow()
  })

  it('bad filters → 400 with a localized field message, never 5xx', async () => {
    const reversed = await b2c({ from: '2026-10-10', to: '2026-10-01' }, tokens.b2c, lang('ja'))
    expect(reversed.status).toBe(400)
    expect(JSON.stringify(reversed.body)).toContain(MESSAGES.ja.validation.dateRangeOrder)
    for (const body of [{ from: '2026-13-01' }, { page: 0 }, { pageSize: 100000 }, { query: 'x'.repeat(200) }, { extra: 1 }, { from: "'; drop table orders; --" }]) {
      expect((await b2c(body, tokens.b2c)).status, JSON.stringify(body)).toBe(400)
    }
    const badFormat = await download(bbcDownloadRoute, '/api/user/bbcOrderList/download', { format: 'pdf' }, tokens.bbc)
    expect(badFormat.status).toBe(400)
    // A LIKE wildcard is a literal character, not "everything".
    expect((await b2c({ query: '%' }, tokens.b2c)).body.data.total).toBe(0)
  })

  it('Payload’s REST and GraphQL give partner accounts nothing of partners, promo codes or serial numbers', async () => {
    const ctx = (path: string) => ({ params: Promise.resolve({ slug: path.split('/').filter(Boolean) }) })
    for (const token of [tokens.b2c, tokens.bbc, tokens.member, otherB2c.token]) {
      for (const auth of [`JWT ${token}`, `Bearer ${token}`]) {
        const headers = { 'content-type': 'application/json', authorization: auth }
        const replies = [
          await REST_GET(new Request('http://localhost/api/partners', { headers }), ctx('partners')),
          await REST_GET(new Request(`http://localhost/api/partners/${seoulPartnerId}`, { headers }), ctx(`partners/${seoulPartnerId}`)),
          await REST_GET(new Request(`http://localhost/api/partners/${seoulPartnerId}/report?format=csv`, { headers }), ctx(`partners/${seoulPartnerId}/report`)),
          await REST_GET(new Request('http://localhost/api/promo-codes?where[partner][equals]=' + seoulPartnerId, { headers }), ctx('promo-codes')),
          await REST_GET(new Request('http://localhost/api/serial-numbers', { headers }), ctx('serial-numbers')),
          await GRAPHQL(
            new Request('http://localhost/api/graphql', {
              method: 'POST',
              headers,
              body: JSON.stringify({ query: '{ Partners { docs { name } } PromoCodes { docs { code } } SerialNumbers { docs { code } } }' }),
            }),
          ),
        ]
        for (const response of replies) {
          const text = await response.text()
          expect(text).not.toMatch(/SEOUL10|Seoul Travel|Saigon Tours/)
          if (!text.includes('"errors"')) expect(response.status).toBeGreaterThanOrEqual(400)
        }
      }
    }
  })

  it('staff report endpoint: admins and support open any partner’s report; editors, counter staff, members and nobody get 403', async () => {
    const ctx = { params: Promise.resolve({ slug: ['partners', String(seoulPartnerId), 'report'] }) }
    const get = (token?: string, query = 'from=2026-10-01&to=2026-10-10') =>
      REST_GET(new Request(`http://localhost/api/partners/${seoulPartnerId}/report?${query}`, { headers: token ? { authorization: `JWT ${token}` } : {} }), ctx)
    for (const who of ['admin', 'support']) {
      const response = await get(tokens[who])
      expect(response.status).toBe(200)
      const reply = (await response.json()) as { code: number; data: B2cReportPage }
      expect(reply.code).toBe(200)
      expect(reply.data.totals.orders).toBe(6)
    }
    for (const [token, staff] of [[tokens.editor, true], [tokens.counter, true], [tokens.b2c, false], [tokens.bbc, false], [undefined, true]] as const) {
      const response = await get(token)
      // No login: 401 (code 202); any other account 403 — the API envelope for staff (member and partner
      // accounts are refused earlier, at the guard of Payload's API), never the report.
      expect(response.status).toBe(token ? 403 : 401)
      const text = await response.text()
      expect(text).not.toContain('SEOUL')
      if (staff) expect(JSON.parse(text)).toMatchObject({ code: token ? 403 : 202, data: null })
    }
    const backwards = await get(tokens.admin, 'from=2026-10-10&to=2026-10-01')
    expect(backwards.status).toBe(400)
    expect(await backwards.json()).toMatchObject({ code: 400, data: { errors: { to: expect.any(String) } } })
    // Refusals in the admin's language (the `lang` header here): an unknown partner, a wrong format.
    const unknown = await REST_GET(new Request('http://localhost/api/partners/999999/report', { headers: { authorization: `JWT ${tokens.admin}`, lang: 'vi' } }), {
      params: Promise.resolve({ slug: ['partners', '999999', 'report'] }),
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ code: 404, message: MESSAGES.vi.api.partnerUnknown, data: null })
    const pdf = await get(tokens.admin, 'format=pdf')
    expect(pdf.status).toBe(400)
    expect(await pdf.json()).toMatchObject({ code: 400, data: { errors: { format: expect.any(String) } } })
  })
})

describe('exports: exactly what the filter selects, all pages', () => {
  it('B2C CSV (UTF-8 with BOM) and XLSX hold the rows of every page and a totals line equal to the screen', async () => {
    const filter = { from: '2026-10-01', to: '2026-10-10' }
    const { first, rows } = await allPages((page) => b2c({ ...filter, page, pageSize: 1 }, tokens.b2c, lang('zh-TW')))
    const csv = await download(btcDownloadRoute, '/api/user/btcOrderList/download', { ...filter, format: 'csv' }, tokens.b2c, lang('zh-TW'))
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"; filename\*=UTF-8''.+\.csv$/)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // TextDecoder drops the BOM (checked above as bytes).
    const table = parseCsv(new TextDecoder().decode(bytes))
    // Money columns name their currency (the file travels without the page): 原價（NT$）.
    const words = MESSAGES['zh-TW'].partnerReport
    const inTwd = (label: string) => words.download.moneyColumn.replace('{label}', label)
    expect(table[0]).toEqual([
      words.columns.orderDate,
      words.columns.orderNumber,
      words.columns.promoCode,
      words.columns.product,
      inTwd(words.columns.originalPrice),
      inTwd(words.columns.paid),
      words.columns.shareRate,
      inTwd(words.columns.share),
    ])
    expect(table[0]![4]).toBe('原價（NT$）')
    const body = table.slice(1, -1)
    expect(body.map((r) => [r[0], r[1], r[2], r[3], Number(r[4]), Number(r[5]), r[6], Number(r[7])])).toEqual(
      rows.map((r) => [taipeiDate(new Date(r.orderedAt)), r.orderNumber, r.promoCode, r.product, r.originalPriceTwd, r.paidTwd, `${r.sharePercent}%`, r.shareTwd]),
    )
    const totals = table.at(-1)!
    expect(totals[0]).toBe(MESSAGES['zh-TW'].partnerReport.total)
    // The file's share is the screen's: once per rate on the period's total.
    expect([totals[4], totals[5], totals[7]].map(Number)).toEqual([first.totals.originalPriceTwd, first.totals.salesTwd, first.totals.profitShareTwd])

    const xlsx = await download(btcDownloadRoute, '/api/user/btcOrderList/download', { ...filter, query: first.list[0]!.promoCode, format: 'xlsx' }, tokens.b2c, 'en')
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const [data, about] = await xlsxSheets(xlsx)
    // A second sheet says whose report it is, for which dates and search, in which currency (the file leaves the page).
    const en = MESSAGES.en.partnerReport
    expect(about!.name).toBe(en.download.infoSheet)
    expect(about!.rows.slice(0, 4)).toEqual([
      [en.download.infoReport, en.b2cTitle],
      [en.download.infoPartner, 'Seoul Travel Co.'],
      [en.totals.period, '2026-10-01 – 2026-10-10'],
      [en.download.infoSearch, first.list[0]!.promoCode],
    ])
    expect(about!.rows[4]).toEqual([en.download.infoCurrency])
    // When it was made, in Taiwan time as the admin writes times (whatever the server's zone).
    expect(about!.rows[5]![0]).toBe(en.download.infoCreated)
    expect(about!.rows[5]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8$/)
    const searched = (await allPages((page) => b2c({ ...filter, query: first.list[0]!.promoCode, page, pageSize: 50 }, tokens.b2c, 'en'))).rows
    expect(data!.rows.slice(1, -1).map((r) => r[2])).toEqual(searched.map((r) => r.promoCode))
    const sheet = await xlsxRows(await download(btcDownloadRoute, '/api/user/btcOrderList/download', { ...filter, format: 'xlsx' }, tokens.b2c, 'en'))
    expect(sheet[0]![2]).toBe(MESSAGES.en.partnerReport.columns.promoCode)
    expect(sheet.slice(1, -1).map((r) => [r[2], r[5], r[7]])).toEqual(rows.map((r) => [r.promoCode, r.paidTwd, r.shareTwd]))
    expect([4, 5, 7].map((i) => sheet.at(-1)![i])).toEqual([first.totals.originalPriceTwd, first.totals.salesTwd, first.totals.profitShareTwd])
  })

  it('BBC exports never carry another partner’s numbers; the totals line equals the screen', async () => {
    const { first, rows } = await allPages((page) => bbc({ page, pageSize: 3 }, tokens.bbc))
    const csv = await download(bbcDownloadRoute, '/api/user/bbcOrderList/download', { format: 'csv' }, tokens.bbc)
    const text = new TextDecoder().decode(await csv.arrayBuffer())
    expect(text.split('\r\n')[0]!.split(',')[0]).toBe(MESSAGES.en.partnerReport.columns.serialNumber)
    for (const code of otherBbc.codes) expect(text.replace(/-/g, '')).not.toContain(code)
    const table = parseCsv(text)
    expect(table.length - 2).toBe(rows.length)
    expect(table.at(-1)!.slice(2, 5).map(Number)).toEqual([first.totals.originalPriceTwd, first.totals.payableTwd, first.totals.discountTwd])
    // The order date only where a traveller ordered with the serial (an unused one has none), as on the screen: ISO in
    // the CSV (the Taipei calendar day of the screen's row) …
    const screenDates = rows.map((r) => (r.orderedAt ? taipeiDate(new Date(r.orderedAt)) : '')).sort()
    expect(rows.filter((r) => r.status !== 'used').every((r) => r.orderedAt === null)).toBe(true)
    expect(table.slice(1, -1).map((r) => r[7]).sort()).toEqual(screenDates)
    const sheet = await xlsxRows(await download(bbcDownloadRoute, '/api/user/bbcOrderList/download', { format: 'xlsx' }, otherBbc.token))
    expect(sheet.slice(1, -1).map((r) => String(r[0]).replace(/-/g, '')).sort()).toEqual([...otherBbc.codes].sort())
    // … and date cells in the XLSX, on that same day (the valid-until column is a date cell on every row).
    const own = await xlsxRows(await download(bbcDownloadRoute, '/api/user/bbcOrderList/download', { format: 'xlsx' }, tokens.bbc))
    for (const row of own.slice(1, -1)) expect(row[6], String(row[0])).toBeInstanceOf(Date)
    const ordered = own.slice(1, -1).map((r) => {
      const cell: unknown = r[7]
      return cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '')
    })
    expect(ordered.sort()).toEqual(screenDates)
  })
})

describe('totals and changes', () => {
  it('property: on random data sets the totals equal the sums of the rows over every page, and match the data', async () => {
    let state = 0x2f6b_1d3
    const rand = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31
      return state % n
    }
    const statuses: Sale['status'][] = ['paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed', 'cancelled', 'refunded', 'unpaid']
    for (let set = 0; set < 3; set++) {
      const p = await partner('b2c')
      const token = await account(2, p.id)
      const codes = await Promise.all(Array.from({ length: 1 + rand(3) }, () => promoCode(p.id, 5 + rand(20))))
      const sales: Sale[] = Array.from({ length: 12 + rand(10) }, () => {
        const subtotal = 100 + rand(2000)
        const total = subtotal - rand(Math.min(subtotal, 300))
        return { code: codes[rand(codes.length)]!, day: `2026-09-${String(1 + rand(28)).padStart(2, '0')}`, status: statuses[rand(statuses.length)]!, subtotal, total, share: Math.round((total * rand(30)) / 100) }
      })
      for (const s of sales) await sale(s)
      const filter = { from: '2026-09-05', to: '2026-09-25' }
      const pageSize = 1 + rand(3)
      const { first, rows } = await allPages((page) => b2c({ ...filter, page, pageSize }, token))
      const counted = sales.filter((s) => !['cancelled', 'refunded', 'unpaid'].includes(s.status) && s.day >= filter.from && s.day <= filter.to)
      const sum = (k: 'subtotal' | 'total' | 'share') => counted.reduce((acc, s) => acc + s[k], 0)
      expect(first.totals).toEqual({
        rows: rows.length,
        orders: rows.length,
        originalPriceTwd: rows.reduce((a, r) => a + r.originalPriceTwd, 0),
        salesTwd: rows.reduce((a, r) => a + r.paidTwd, 0),
        profitShareTwd: periodProfitShareTwd(rows),
        rates: [...new Set(rows.map((r) => r.sharePercent))].sort((a, b) => a - b),
      })
      // The share from the data: each code's rate once on what was paid with the codes of that rate.
      const share = periodProfitShareTwd(counted.map((s) => ({ paidTwd: s.total, sharePercent: s.code.share! })))
      expect([first.totals.orders, first.totals.originalPriceTwd, first.totals.salesTwd, first.totals.profitShareTwd]).toEqual([counted.length, sum('subtotal'), sum('total'), share])
      expect(first.daily.reduce((a, d) => a + d.amountTwd, 0)).toBe(sum('total'))
    }
  })

  it('a refund after the report was read moves the sale out of the next report at once', async () => {
    const code = await promoCode(otherB2c.id, 10)
    const order = await sale({ code, day: '2026-10-06', status: 'paid', subtotal: 700, total: 700, share: 70 })
    const before = (await b2c({ query: code.code }, otherB2c.token)).body.data
    expect(before.totals).toMatchObject({ orders: 1, salesTwd: 700, profitShareTwd: 70 })
    await inTransaction(payload, ({ req }) => applyOrderEvent(payload, req, { orderId: order.id, event: 'refund', actor: 'system' }))
    const after = (await b2c({ query: code.code }, otherB2c.token)).body.data
    expect(after.total).toBe(0)
    expect(after.totals).toMatchObject({ orders: 0, salesTwd: 0, profitShareTwd: 0 })
  })

  it('40 parallel reads by two partners each get only their own rows', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? b2c({}, tokens.b2c) : b2c({}, otherB2c.token)).then((r) => ({ i, r }))),
    )
    for (const { i, r } of replies) {
      expect(r.status).toBe(200)
      const codes = r.body.data.list.map((row) => row.promoCode)
      if (i % 2) expect(codes.every((c) => c.startsWith('SEOUL'))).toBe(true)
      else expect(codes.some((c) => c.startsWith('SEOUL'))).toBe(false)
    }
  })
})

describe('serial-number batches (staff, /admin)', () => {
  const generate = (token: string | undefined, body: unknown, lang = 'en') =>
    REST_POST(
      new Request('http://localhost/api/serial-numbers/generate-batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang, ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['serial-numbers', 'generate-batch'] }) },
    )
  const batchCsv = (token: string | undefined, batch: string) =>
    REST_GET(new Request(`http://localhost/api/serial-numbers/batch-csv?batch=${encodeURIComponent(batch)}`, { headers: token ? { authorization: `JWT ${token}` } : {} }), {
      params: Promise.resolve({ slug: ['serial-numbers', 'batch-csv'] }),
    })
  const count = async (partnerId: number) => (await payload.count({ collection: 'serial-numbers', where: { partner: { equals: partnerId } }, overrideAccess: true })).totalDocs

  it('only admins issue a batch: CSPRNG numbers, well-formed, no ambiguous characters, all in the report; CSV for admins only', async () => {
    const product = await payload.findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true })
    const planId = product.plans![0]!.id!
    const body = { partnerId: otherBbc.id, productId, planId, count: 25, validFrom: '2026-12-01', validUntil: '2027-03-31', prefix: 'vn', payableTwd: 100 }
    const before = await count(otherBbc.id)
    for (const token of [undefined, tokens.editor, tokens.support, tokens.counter, tokens.bbc, otherBbc.token, tokens.member]) {
      const response = await generate(token, body)
      expect(response.status).toBeGreaterThanOrEqual(401)
      expect(response.status).toBeLessThan(500)
    }
    expect(await count(otherBbc.id)).toBe(before)
    const b2cPartner = await generate(tokens.admin, { ...body, partnerId: otherB2c.id }, 'kr')
    expect(b2cPartner.status).toBe(400)
    expect(await b2cPartner.json()).toEqual({ code: 400, message: MESSAGES.ko.api.serialBatchTarget, data: null })
    const badPrefix = await generate(tokens.admin, { ...body, prefix: 'O0' }, 'jp')
    expect(badPrefix.status).toBe(400)
    expect(await badPrefix.json()).toEqual({ code: 400, message: MESSAGES.ja.api.validationFailed, data: { errors: { prefix: MESSAGES.ja.validation.invalidFormat } } })
    expect((await generate(tokens.admin, { ...body, count: 0 })).status).toBe(400)
    expect(await count(otherBbc.id)).toBe(before)

    const response = await generate(tokens.admin, body)
    expect(response.status).toBe(200)
    const result = ((await response.json()) as { code: number; data: { batch: string; count: number } }).data
    expect(result.count).toBe(25)
    expect(await count(otherBbc.id)).toBe(before + 25)
    const { docs } = await payload.find({ collection: 'serial-numbers', where: { batch: { equals: result.batch } }, limit: 100, depth: 0, overrideAccess: true })
    expect(new Set(docs.map((d) => d.code)).size).toBe(25)
    for (const doc of docs) {
      expect(isWellFormedSerial(doc.code)).toBe(true)
      expect(doc.code.startsWith('VN')).toBe(true)
      expect(doc.code).not.toMatch(/[01OILU]/)
      expect(doc.status).toBe('unused')
    }
    // The partner sees the new numbers in its report (issued today), as usable, not yet valid or expired as of today.
    const state = bbcStatusOf(serialState({ status: 'unused', validFrom: body.validFrom, validUntil: body.validUntil }, taipeiDate()))
    expect((await bbc({}, otherBbc.token)).body.data.totals[state]).toBeGreaterThanOrEqual(25)

    for (const token of [undefined, tokens.support, tokens.editor, otherBbc.token]) {
      const refused = await batchCsv(token, result.batch)
      expect(refused.status).toBe(token ? 403 : 401)
      expect(await refused.text()).not.toContain(docs[0]!.code.slice(0, 6))
    }
    const missing = await batchCsv(tokens.admin, `${result.batch}-NONE`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 404, data: null })
    const csv = await batchCsv(tokens.admin, result.batch)
    expect(csv.status).toBe(200)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(new TextDecoder().decode(bytes))
    expect(rows).toHaveLength(26)
    expect(rows.slice(1).map((r) => r[0]!.replace(/-/g, '')).sort()).toEqual(docs.map((d) => d.code).sort())
  })

  it('one serial saved in the admin: its plan must be one of its product’s, refused in the admin’s language otherwise', async () => {
    const products = await payload.find({ collection: 'products', depth: 0, limit: 50, overrideAccess: true, select: { plans: true } })
    const other = products.docs.find((p) => p.id !== productId && p.plans?.[0]?.id)!
    const create = (plan: string, language: string) =>
      REST_POST(
        new Request('http://localhost/api/serial-numbers', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': language, authorization: `JWT ${tokens.admin}` },
          body: JSON.stringify({ code: generateSerialBatch(1, 'PN')[0], product: productId, planId: plan, quantity: 1, originalPriceTwd: 100, payableTwd: 80 }),
        }),
        { params: Promise.resolve({ slug: ['serial-numbers'] }) },
      )
    for (const [plan, language, message] of [
      [other.plans![0]!.id!, 'ja', 'この商品のプランを選択してください。'],
      ['no-such-plan', 'zh-TW', '請選擇此商品的方案。'],
    ] as const) {
      const refused = await create(plan, language)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain(message)
    }
    const accepted = await create(planId, 'en')
    expect(accepted.status).toBe(201)
  })
})
