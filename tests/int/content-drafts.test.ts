/**
 * Content drafts and translation status (issue 38 §7–9), through the app's real REST and GraphQL routes as every
 * role: a draft saved on a published news item changes nothing a visitor, a member or the counter can read (REST,
 * `?draft=true`, GraphQL `draft: true`); the version history names who saved each version and is for the content
 * and support staff only; the counter cannot change content; a translation older than the zh-TW source's last
 * change is flagged outdated; a new item can start in English as a draft, and is published once zh-TW is filled.
 */
import './content-next-runtime'

import { GET as REST_GET, PATCH as REST_PATCH, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { CLIENT_IP_HEADER, LOCALES, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload as getPayload, randomClientIp } from './helpers'

type Who = 'anonymous' | 'member' | 'counter' | 'support' | 'editor' | 'admin'
const READERS_OF_DRAFTS: Who[] = ['support', 'editor', 'admin']
const OTHERS: Who[] = ['anonymous', 'member', 'counter']

let payload: Payload
const tokens: Partial<Record<Who, string>> = {}
const created: number[] = []
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString()
const tag = `drafts-${Date.now()}`

const ctx = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })
async function rest(method: 'GET' | 'POST' | 'PATCH', path: string, who: Who, body?: unknown) {
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: randomClientIp(), ...(tokens[who] ? { authorization: `JWT ${tokens[who]}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await (method === 'GET' ? REST_GET : method === 'POST' ? REST_POST : REST_PATCH)(request, ctx(path))
  const text = await response.text()
  return { status: response.status, text, json: (text ? JSON.parse(text) : null) as Record<string, unknown> & { doc?: Record<string, unknown>; docs?: Record<string, unknown>[] } }
}
async function graphql(query: string, who: Who) {
  const response = await GRAPHQL(
    new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...(tokens[who] ? { authorization: `JWT ${tokens[who]}` } : {}) }, body: JSON.stringify({ query }) }),
  )
  return { status: response.status, text: await response.text() }
}

let newsId: number
const publishedTitle = `已發布 ${tag}`
const draftTitle = `草稿 ${tag}`

beforeAll(async () => {
  payload = await getPayload()
  for (const role of ['admin', 'editor', 'support', 'counter'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  tokens.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  const published = await rest('POST', 'news?locale=zh-TW', 'editor', { title: publishedTitle, summary: '摘要', _status: 'published', publishedAt: aMinuteAgo() })
  expect(published.status, published.text).toBe(201)
  newsId = Number(published.json.doc!.id)
  created.push(newsId)
  // An autosave-style draft on top of the published version.
  const draft = await rest('PATCH', `news/${newsId}?locale=zh-TW&draft=true`, 'editor', { title: draftTitle })
  expect(draft.status, draft.text).toBe(200)
}, 120_000)

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => undefined)
})

describe('drafts and versions (§7)', () => {
  for (const who of OTHERS) {
    it(`${who}: sees the published version only, through REST, ?draft=true and GraphQL; the version history is refused`, async () => {
      // Members may not use Payload's API at all, visitors not its GraphQL: refused, with no draft in the answer.
      const restRefused = who === 'member'
      const graphqlRefused = who !== 'counter'
      for (const path of [`news/${newsId}?locale=zh-TW`, `news/${newsId}?locale=zh-TW&draft=true`]) {
        const reply = await rest('GET', path, who)
        expect(reply.status, `${path}: ${reply.text}`).toBe(restRefused ? 403 : 200)
        if (!restRefused) expect(reply.json.title).toBe(publishedTitle)
        expect(reply.text).not.toContain(draftTitle)
      }
      const drafts = await rest('GET', `news?locale=zh-TW&draft=true&where[_status][equals]=draft&limit=100`, who)
      expect(drafts.status).toBeLessThan(500)
      expect(drafts.text).not.toContain(draftTitle)
      const gql = await graphql(`{ News(id: ${newsId}, draft: true, locale: zh_TW) { title } }`, who)
      expect(gql.status).toBeLessThan(500)
      if (!graphqlRefused) expect(gql.text, gql.text).toContain(publishedTitle)
      expect(gql.text).not.toContain(draftTitle)

      const versions = await rest('GET', `news/versions?where[parent][equals]=${newsId}`, who)
      expect(versions.status, versions.text).toBe(403)
      expect(versions.text).not.toContain(draftTitle)
      // Payload names the versions of a collection whose singular is its plural (`news`) versionsallNews.
      const gqlVersions = await graphql(`{ versionsallNews(where: { parent: { equals: ${newsId} } }) { docs { id version { title } } } }`, who)
      expect(gqlVersions.status).toBeLessThan(500)
      expect(gqlVersions.text).not.toContain('Cannot query field')
      expect(gqlVersions.text).not.toContain(draftTitle)
    })
  }

  for (const who of READERS_OF_DRAFTS) {
    it(`${who}: reads the draft and the version history, which names the editor who saved each version`, async () => {
      const draft = await rest('GET', `news/${newsId}?locale=zh-TW&draft=true`, who)
      expect(draft.json.title).toBe(draftTitle)
      const versions = await rest('GET', `news/versions?where[parent][equals]=${newsId}&locale=zh-TW&sort=-updatedAt`, who)
      expect(versions.status, versions.text).toBe(200)
      const docs = versions.json.docs as { version: { title: string; _status: string; editedBy: string } }[]
      expect(docs.map((d) => [d.version.title, d.version._status])).toEqual(expect.arrayContaining([[draftTitle, 'draft'], [publishedTitle, 'published']]))
      for (const doc of docs) expect(doc.version.editedBy).toContain(STAFF.editor)
    })
  }

  it('the storefront list (anonymous REST) keeps the published title until the draft is published', async () => {
    const list = async () => (await rest('GET', `news?locale=zh-TW&where[id][equals]=${newsId}`, 'anonymous')).json.docs!.map((d) => d.title)
    expect(await list()).toEqual([publishedTitle])
    const publish = await rest('PATCH', `news/${newsId}?locale=zh-TW`, 'editor', { title: draftTitle, _status: 'published' })
    expect(publish.status, publish.text).toBe(200)
    expect(await list()).toEqual([draftTitle])
    // Put back for the other tests of this file.
    expect((await rest('PATCH', `news/${newsId}?locale=zh-TW`, 'editor', { title: publishedTitle, _status: 'published' })).status).toBe(200)
    expect((await rest('PATCH', `news/${newsId}?locale=zh-TW&draft=true`, 'editor', { title: draftTitle })).status).toBe(200)
  })

  for (const who of ['counter', 'member', 'anonymous'] as const) {
    it(`${who}: cannot publish, save a draft or restore a version`, async () => {
      const versionId = (await rest('GET', `news/versions?where[parent][equals]=${newsId}&limit=1`, 'admin')).json.docs![0]!.id
      for (const [method, path, body] of [
        ['PATCH', `news/${newsId}?locale=zh-TW`, { title: 'counter', _status: 'published' }],
        ['PATCH', `news/${newsId}?locale=zh-TW&draft=true`, { title: 'counter draft' }],
        ['POST', `news/versions/${String(versionId)}`, undefined],
      ] as const) {
        const reply = await rest(method, path, who, body)
        expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(403)
      }
      const stored = await payload.findByID({ collection: 'news', id: newsId, locale: 'zh-TW', draft: true, overrideAccess: true })
      expect(stored.title).toBe(draftTitle)
    })
  }

  it('an editor cannot read orders, nor their (absent) version history', async () => {
    expect((await rest('GET', 'orders?limit=1', 'editor')).status).toBe(403)
    expect((await rest('GET', 'orders/versions', 'editor')).status).toBeLessThan(500)
  })
})

describe('translation status (§8) and a new item in any language (§9)', () => {
  it('a translation older than the zh-TW source is outdated; a language without the summary is missing', async () => {
    const made = await rest('POST', 'news?locale=zh-TW', 'editor', { title: `來源 ${tag}`, summary: '中文摘要', _status: 'published', publishedAt: aMinuteAgo() })
    const id = Number(made.json.doc!.id)
    created.push(id)
    expect((await rest('PATCH', `news/${id}?locale=en`, 'editor', { title: `Source ${tag}`, summary: 'English summary' })).status).toBe(200)
    // ja has the (required) title only: its summary is missing though nothing required is.
    const ja = await rest('PATCH', `news/${id}?locale=ja`, 'editor', { title: `ソース ${tag}` })
    expect(ja.json.doc!.missingLocales).toEqual(expect.arrayContaining(['ja', 'zh-CN', 'ko', 'vi']))
    expect(ja.json.doc!.missingLocales).not.toContain('en')
    expect(ja.json.doc!.outdatedLocales).toEqual([])

    const changed = await rest('PATCH', `news/${id}?locale=zh-TW`, 'editor', { summary: '中文摘要（已更新）' })
    expect(changed.status, changed.text).toBe(200)
    expect([...(changed.json.doc!.outdatedLocales as string[])].sort()).toEqual(['en', 'ja'])
    // Updating the English text brings it up to date; ja stays outdated.
    const en = await rest('PATCH', `news/${id}?locale=en`, 'editor', { summary: 'English summary (updated)' })
    expect(en.json.doc!.outdatedLocales).toEqual(['ja'])
    // The list filter of the admin reads the same field.
    const outdated = await rest('GET', `news?where[outdatedLocales][in]=ja&where[id][equals]=${id}&depth=0`, 'editor')
    expect(outdated.json.docs!.map((d) => d.id)).toEqual([id])
  })

  it('an English-only draft keeps its English text and leaves zh-TW empty; it is published once zh-TW is filled', async () => {
    const draft = await rest('POST', 'news?locale=en&draft=true', 'editor', { title: `English only ${tag}`, _status: 'draft', publishedAt: aMinuteAgo() })
    expect(draft.status, draft.text).toBe(201)
    const id = Number(draft.json.doc!.id)
    created.push(id)
    const all = (await payload.findByID({ collection: 'news', id, locale: 'all', draft: true, overrideAccess: true })) as unknown as { title: Record<string, string | undefined> }
    expect(all.title).toEqual({ en: `English only ${tag}` })
    // en lacks nothing another language has; every other language lacks the title.
    expect(draft.json.doc!.missingLocales).toEqual(LOCALES.filter((l) => l !== 'en'))

    const refused = await rest('PATCH', `news/${id}?locale=en`, 'editor', { _status: 'published' })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('zh-TW')
    expect((await rest('GET', `news/${id}?locale=en`, 'anonymous')).status).toBe(404)

    expect((await rest('PATCH', `news/${id}?locale=zh-TW&draft=true`, 'editor', { title: `只有英文 ${tag}` })).status).toBe(200)
    const published = await rest('PATCH', `news/${id}?locale=en`, 'editor', { _status: 'published' })
    expect(published.status, published.text).toBe(200)
    const read = await rest('GET', `news/${id}?locale=en`, 'anonymous')
    expect(read.json.title).toBe(`English only ${tag}`)
  })
})
