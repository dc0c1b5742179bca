/**
 * The admin's operations tools (issue 13): the jobs view's retry is for admins only, checked on the server
 * (every other staff role, members, partner accounts and no token are refused); the dashboard's figures
 * are the database's, and each role gets only its sections.
 */
import { POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { MESSAGES } from '@/i18n/messages'
import { dashboardData } from '@/server/admin/dashboard'

import { B2C, BBC, CLIENT_IP_HEADER, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload as getPayload, randomClientIp } from './helpers'

let payload: Payload
const tokens: Record<string, string> = {}
const users: Record<string, Awaited<ReturnType<typeof localLogin>>['user']> = {}

const STAFF_ROLES = new Set(['editor', 'support', 'counter'])

function retry(id: number | string, token?: string, lang = 'en') {
  const path = `admin-jobs/${id}/retry`
  return REST_POST(
    new Request(`http://localhost/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang, [CLIENT_IP_HEADER]: randomClientIp(), ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: '{}',
    }),
    { params: Promise.resolve({ slug: path.split('/') }) },
  )
}

async function failedJob() {
  const job = await payload.create({
    collection: 'payload-jobs',
    data: { taskSlug: 'cancelUnpaidOrders', input: {}, queue: 'int-test-retry', hasError: true, totalTried: 1, error: { message: 'boom' } },
    overrideAccess: true,
  })
  return Number(job.id)
}

beforeAll(async () => {
  payload = await getPayload()
  for (const [role, email] of Object.entries(STAFF)) {
    const login = await localLogin('staff', email, STAFF_PASSWORD)
    tokens[role] = login.token
    users[role] = login.user
  }
  tokens.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  tokens.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  tokens.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
})

describe('POST /api/admin-jobs/:id/retry', () => {
  it('refuses every caller but an admin in the API envelope, and leaves the failed job as it was', async () => {
    const id = await failedJob()
    for (const who of ['editor', 'support', 'counter', 'member', 'b2c', 'bbc', undefined]) {
      const response = await retry(id, who ? tokens[who] : undefined, 'zh-tw')
      // No login: 401 with code 202, like every staff endpoint; any other account: 403 (member and partner
      // accounts already at the guard of Payload's API, src/api/payloadApiGuard.ts).
      expect(response.status, String(who)).toBe(who ? 403 : 401)
      if (!who || STAFF_ROLES.has(who))
        expect(await response.json(), String(who)).toEqual({
          code: who ? 403 : 202,
          message: MESSAGES['zh-TW'].api[who ? 'forbidden' : 'notLoggedIn'],
          data: null,
        })
    }
    const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
    expect(job.hasError).toBe(true)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
  })

  it('queues a failed job again for an admin (same task and input), once; unknown or not-failed jobs answer 404', async () => {
    const id = await failedJob()
    const response = await retry(id, tokens.admin)
    expect(response.status).toBe(200)
    const reply = (await response.json()) as { code: number; data: { queued: number } }
    expect(reply.code).toBe(200)
    const { queued } = reply.data
    const fresh = await payload.findByID({ collection: 'payload-jobs', id: queued, depth: 0, overrideAccess: true })
    expect(fresh).toMatchObject({ taskSlug: 'cancelUnpaidOrders', queue: 'int-test-retry' })
    expect(fresh.hasError).not.toBe(true)
    expect(await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true, disableErrors: true })).toBeNull()
    for (const [unknown, lang, locale] of [[id, 'kr', 'ko'], [queued, 'vi', 'vi'], ['abc', 'jp', 'ja']] as const) {
      const refused = await retry(unknown, tokens.admin, lang)
      expect(refused.status).toBe(404)
      expect(await refused.json()).toEqual({ code: 404, message: MESSAGES[locale].api.jobNotRetryable, data: null })
    }
    // A body that is not JSON is refused before anything is done.
    const notJson = await REST_POST(
      new Request(`http://localhost/api/admin-jobs/${queued}/retry`, { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `JWT ${tokens.admin}` }, body: '{}' }),
      { params: Promise.resolve({ slug: ['admin-jobs', String(queued), 'retry'] }) },
    )
    expect(notJson.status).toBe(415)
    await payload.delete({ collection: 'payload-jobs', id: queued, overrideAccess: true })
  })

  it('queues a failed job once when 10 admins press retry at the same time', async () => {
    const id = await failedJob()
    const statuses = await Promise.all(Array.from({ length: 10 }, () => retry(id, tokens.admin).then((r) => r.status)))
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 200).every((s) => s === 404)).toBe(true)
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'int-test-retry' } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    await payload.delete({ collection: 'payload-jobs', id: docs[0]!.id, overrideAccess: true })
  })
})

describe('dashboard figures', () => {
  it("counts today's orders by status, KYC to check and unapproved reviews as the database has them", async () => {
    const d = await dashboardData(payload, users.admin as never, 'en')
    const today = { createdAt: { greater_than_equal: d.day.from, less_than: d.day.to } }
    const { docs } = await payload.find({ collection: 'orders', where: today, pagination: false, depth: 0, overrideAccess: true, select: { status: true } })
    const byStatus: Record<string, number> = {}
    for (const o of docs) byStatus[o.status as string] = (byStatus[o.status as string] ?? 0) + 1
    for (const [status, n] of Object.entries(d.ordersByStatus!)) expect(n, status).toBe(byStatus[status] ?? 0)
    expect(d.kycPending).toBe((await payload.count({ collection: 'kyc-applications', where: { status: { equals: 'submitted' } }, overrideAccess: true })).totalDocs)
    expect(d.reviews?.waiting).toBe((await payload.count({ collection: 'reviews', where: { approved: { not_equals: true } }, overrideAccess: true })).totalDocs)
    expect(d.jobs).toBeDefined()
    expect(d.esimStock?.products.length).toBeGreaterThan(0)
  })

  it('gives each role only its sections', async () => {
    const editor = await dashboardData(payload, users.editor as never, 'ja')
    expect(editor.reviews).toBeDefined()
    expect(editor.sales).toBeUndefined()
    expect(editor.jobs).toBeUndefined()
    const support = await dashboardData(payload, users.support as never, 'zh-TW')
    expect(support.sales).toBeDefined()
    expect(support.jobs).toBeUndefined()
    const counter = await dashboardData(payload, users.counter as never, 'en')
    expect(Object.keys(counter).sort()).toEqual(['day', 'pickups', 'today', 'tomorrow'])
    expect(Object.keys(await dashboardData(payload, null, 'en')).sort()).toEqual(['day', 'today', 'tomorrow'])
  })
})
