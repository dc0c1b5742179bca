/**
 * The storefront never shows text in another language without saying so (issue 38 §10): an item with no
 * translation for a page's language is not listed there (lists, the sitemap, neighbours) and its own page is
 * not found, unless staff tick "show in other languages"; then it is shown in the language it is written in,
 * named (`language`, the page says "Written in …"). The seed's items, translated in all six, show everywhere.
 */
import './content-next-runtime'

import { PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { getNews, listNews } from '@/server/catalog/content'
import { getSitemapIndex } from '@/server/catalog/page-extras'
import { sqlHandle } from '@/server/db/transaction'

import { CLIENT_IP_HEADER, LOCALES, STAFF, STAFF_PASSWORD, localLogin, payload as getPayload, randomClientIp } from './helpers'

let payload: Payload
const created: number[] = []
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString()

beforeAll(async () => {
  payload = await getPayload()
})
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => undefined)
})

/** Published with the news item's newest date, so it is on the first page of every list. */
async function publishedNews(locale: 'en' | 'zh-TW', title: string) {
  const doc = await payload.create({ collection: 'news', locale, data: { title, summary: `${title} summary`, _status: 'draft' as const, publishedAt: aMinuteAgo() }, overrideAccess: true })
  created.push(doc.id)
  // Publishing needs the zh-TW fields (src/cms/localeSafety.ts): an English-only item is what older data or an
  // import leaves, published here in SQL as tests/int/locale-safety.test.ts does.
  if (locale !== 'zh-TW') await (await sqlHandle(payload)).execute(sql`update news set _status = 'published' where id = ${doc.id}`)
  else await payload.update({ collection: 'news', id: doc.id, locale, data: { _status: 'published' as const }, overrideAccess: true })
  return doc
}

const listedIds = async (locale: (typeof LOCALES)[number]) => (await listNews(locale, { pageSize: 100 })).list.map((n) => n.id)

describe('an item without a translation for the page’s language', () => {
  it('an English-only news item is listed on /en only; ticked, it is listed everywhere and named as English', async () => {
    const doc = await publishedNews('en', `English only ${Date.now()}`)
    expect(doc.translatedLocales).toEqual(['en'])

    expect(await listedIds('en')).toContain(doc.id)
    expect((await listNews('en', { pageSize: 100 })).list.find((n) => n.id === doc.id)?.language).toBeNull()
    for (const locale of LOCALES.filter((l) => l !== 'en')) expect(await listedIds(locale), locale).not.toContain(doc.id)
    expect(await getNews('ja', doc.id)).toBeNull()
    expect(await getNews('en', doc.id)).toMatchObject({ title: doc.title, language: null })
    expect((await getSitemapIndex()).news.find((n) => n.id === doc.id)?.locales).toEqual(['en'])

    await (await sqlHandle(payload)).execute(sql`update news set show_in_other_languages = true where id = ${doc.id}`)
    const ja = (await listNews('ja', { pageSize: 100 })).list.find((n) => n.id === doc.id)
    // Its own English text, not zh-TW's empty fallback, and said to be English.
    expect(ja).toMatchObject({ title: doc.title, summary: `${doc.title} summary`, language: 'en' })
    expect(await getNews('ja', doc.id)).toMatchObject({ title: doc.title, language: 'en' })
    expect((await getSitemapIndex()).news.find((n) => n.id === doc.id)?.locales).toEqual([...LOCALES])
  })

  it('an editor ticks "show in other languages" through REST: a zh-TW + en item shows on /ja in Chinese, named so', async () => {
    const doc = await publishedNews('zh-TW', `只有中文 ${Date.now()}`)
    await payload.update({ collection: 'news', id: doc.id, locale: 'en', data: { title: 'Chinese and English' }, overrideAccess: true })
    expect(await listedIds('ja')).not.toContain(doc.id)
    expect((await listNews('en', { pageSize: 100 })).list.find((n) => n.id === doc.id)).toMatchObject({ title: 'Chinese and English', language: null })

    const { token } = await localLogin('staff', STAFF.editor, STAFF_PASSWORD)
    const path = `news/${doc.id}`
    const response = await REST_PATCH(
      new Request(`http://localhost/api/${path}?locale=zh-TW`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: randomClientIp(), authorization: `JWT ${token}` },
        body: JSON.stringify({ showInOtherLanguages: true, _status: 'published' }),
      }),
      { params: Promise.resolve({ slug: path.split('/') }) },
    )
    expect(response.status).toBe(200)
    expect((await listNews('ja', { pageSize: 100 })).list.find((n) => n.id === doc.id)).toMatchObject({ title: doc.title, language: 'zh-TW' })
    expect((await listNews('en', { pageSize: 100 })).list.find((n) => n.id === doc.id)).toMatchObject({ title: 'Chinese and English', language: null })
  })

  it('a client cannot claim a translation: translatedLocales is the server’s', async () => {
    const doc = await publishedNews('zh-TW', `只有中文二 ${Date.now()}`)
    const updated = await payload.update({ collection: 'news', id: doc.id, locale: 'zh-TW', data: { translatedLocales: [...LOCALES] } as never, overrideAccess: true })
    expect(updated.translatedLocales).toEqual(['zh-TW'])
    expect(await listedIds('ja')).not.toContain(doc.id)
  })

  it('keeps every seeded item where it was: translated in all six, listed in all six', async () => {
    // The seed's first published items (other test files may have added their own since, or unpublished one).
    const { docs } = await payload.find({ collection: 'news', where: { _status: { equals: 'published' }, publishedAt: { less_than_equal: new Date().toISOString() } }, sort: 'id', limit: 3, depth: 0, overrideAccess: true })
    expect(docs.length).toBeGreaterThan(0)
    for (const news of docs) expect(news.translatedLocales, String(news.id)).toEqual([...LOCALES])
    for (const locale of LOCALES) {
      const listed = await listedIds(locale)
      for (const news of docs) expect(listed, locale).toContain(news.id)
    }
  })
})
