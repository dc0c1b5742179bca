/**
 * The chat widget's settings (site settings → chatWidget): admins only may write them, through Payload's REST
 * and GraphQL alike (editors may still edit the rest of site settings); anyone may read them (they end up in
 * every page's script address); the script address is https only. Through the app's real route files.
 */
import { GET as REST_GET, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chatOrigin, type ChatSettings } from '@/domain/chatWidget'

import { B2C, BBC, CLIENT_IP_HEADER, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload, randomClientIp } from './helpers'

type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'admin' | 'editor' | 'support' | 'counter'
const tokens: Partial<Record<Who, string>> = {}

const auth = (who: Who): Record<string, string> => (tokens[who] ? { authorization: `JWT ${tokens[who]}` } : {})

async function rest(method: 'GET' | 'POST', path: string, who: Who, body?: unknown) {
  const url = new URL(`http://localhost/api/${path}`)
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: randomClientIp(), ...auth(who) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean)
  const response = await (method === 'GET' ? REST_GET : REST_POST)(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

async function graphql(who: Who, query: string) {
  const response = await GRAPHQL(
    new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...auth(who) }, body: JSON.stringify({ query }) }),
  )
  return { status: response.status, json: (await response.json().catch(() => ({}))) as { data?: unknown; errors?: { message: string }[] } }
}

/** GraphQL's update input requires the global's required fields: the stored ones, plus `chat` (GraphQL object syntax). */
async function graphqlData(chat: string) {
  const g = await (await payload()).findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const rules = g.orderRules
  return `{ freeCallNumber: ${JSON.stringify(g.freeCallNumber)}, orderRules: { unpaidCancelAfterMinutes: ${rules.unpaidCancelAfterMinutes}, esimLowStock: ${rules.esimLowStock} }, chatWidget: ${chat} }`
}

const stored = async () => (await (await payload()).findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).chatWidget ?? {}
const pick = ({ enabled, scriptUrl, platform, accessId, medium }: ChatSettings) => ({ enabled, scriptUrl, platform, accessId, medium })

let original: ChatSettings
const configured: ChatSettings = { enabled: true, scriptUrl: 'https://chat.example.com/widget.js', platform: 'web', accessId: 'ACCESS-1', medium: 'shop' }
const attack: ChatSettings = { enabled: true, scriptUrl: 'https://evil.example/steal.js', platform: 'x', accessId: 'x', medium: 'x' }

beforeAll(async () => {
  original = pick(await stored())
  for (const role of ['admin', 'editor', 'support', 'counter'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  tokens.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  tokens.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  tokens.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
  await (await payload()).updateGlobal({ slug: 'site-settings', data: { chatWidget: configured }, overrideAccess: true })
})

afterAll(async () => {
  await (await payload()).updateGlobal({ slug: 'site-settings', data: { chatWidget: original }, overrideAccess: true })
})

describe('chat widget settings: who may write them', () => {
  it.each(['anonymous', 'member', 'b2c', 'bbc', 'support', 'counter'] as const)('%s: REST write refused, nothing stored', async (who) => {
    const reply = await rest('POST', 'globals/site-settings', who, { chatWidget: attack })
    expect([401, 403]).toContain(reply.status)
    expect(pick(await stored())).toEqual(configured)
  })

  it('editor: may save site settings, but the chat fields are left as they were (field access on the server)', async () => {
    const before = await (await payload()).findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const reply = await rest('POST', 'globals/site-settings', 'editor', { freeCallNumber: before.freeCallNumber, chatWidget: attack })
    expect(reply.status).toBe(200)
    expect(pick(await stored())).toEqual(configured)
  })

  it.each(['editor', 'support', 'counter'] as const)('%s: GraphQL updateSiteSetting leaves the chat fields as they were', async (who) => {
    const data = await graphqlData('{ enabled: true, scriptUrl: "https://evil.example/steal.js", accessId: "x" }')
    const reply = await graphql(who, `mutation { updateSiteSetting(data: ${data}) { chatWidget { scriptUrl } } }`)
    expect(reply.status).toBe(200)
    if (who === 'editor') expect(reply.json.data).toEqual({ updateSiteSetting: { chatWidget: { scriptUrl: configured.scriptUrl } } })
    else expect(reply.json.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(pick(await stored())).toEqual(configured)
  })

  it.each(['anonymous', 'member', 'bbc'] as const)('%s: GraphQL refused before any resolver runs', async (who) => {
    const reply = await graphql(who, 'mutation { updateSiteSetting(data: { chatWidget: { scriptUrl: "https://evil.example/steal.js" } }) { id } }')
    expect([401, 403]).toContain(reply.status)
    expect(pick(await stored())).toEqual(configured)
  })

  it('admin: writes them through REST and GraphQL', async () => {
    const changed = { ...configured, accessId: 'ACCESS-2', medium: 'app' }
    const reply = await rest('POST', 'globals/site-settings', 'admin', { chatWidget: changed })
    expect(reply.status).toBe(200)
    expect(pick(await stored())).toEqual(changed)
    const data = await graphqlData(`{ enabled: true, scriptUrl: "${configured.scriptUrl}", platform: "web", accessId: "ACCESS-1", medium: "shop" }`)
    const viaGraphql = await graphql('admin', `mutation { updateSiteSetting(data: ${data}) { chatWidget { accessId medium } } }`)
    expect(viaGraphql.json.errors).toBeUndefined()
    expect(viaGraphql.json.data).toEqual({ updateSiteSetting: { chatWidget: { accessId: 'ACCESS-1', medium: 'shop' } } })
    expect(pick(await stored())).toEqual(configured)
  })
})

describe('chat widget settings: the script address', () => {
  it.each([
    ['http://chat.example.com/widget.js', 'https'],
    ['javascript:alert(1)', 'https'],
    ['https://user:secret@chat.example.com/w.js', 'https://'],
    ['not a url', 'https://'],
  ])('admin: %s is refused with a clear message, nothing stored', async (scriptUrl, words) => {
    const reply = await rest('POST', 'globals/site-settings', 'admin', { chatWidget: { ...configured, scriptUrl } })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.json)).toContain(words)
    expect(pick(await stored())).toEqual(configured)
  })

  it('admin: turning the chat on without an address is refused; off without one is fine', async () => {
    const on = await rest('POST', 'globals/site-settings', 'admin', { chatWidget: { ...configured, scriptUrl: '' } })
    expect(on.status).toBe(400)
    expect(pick(await stored())).toEqual(configured)
    const off = await rest('POST', 'globals/site-settings', 'admin', { chatWidget: { ...configured, enabled: false, scriptUrl: '' } })
    expect(off.status).toBe(200)
    expect(chatOrigin(await stored())).toBeNull()
    await (await payload()).updateGlobal({ slug: 'site-settings', data: { chatWidget: configured }, overrideAccess: true })
  })

  it('anyone reads the chat group alone, as the proxy does for the page policy', async () => {
    const reply = await rest('GET', 'globals/site-settings?depth=0&select[chatWidget]=true', 'anonymous')
    expect(reply.status).toBe(200)
    expect(pick(reply.json.chatWidget as ChatSettings)).toEqual(configured)
    expect(reply.json.orderRules).toBeUndefined()
    expect(chatOrigin(reply.json.chatWidget as ChatSettings)).toBe('https://chat.example.com')
  })
})
