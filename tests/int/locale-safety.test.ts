/**
 * Six-language editing that cannot break the shop: a document saved only in one language never makes
 * a storefront read fail or show an untitled item; publishing needs the zh-TW required fields (on the
 * server, through Payload's REST API too); per-document locale completeness and its list filter.
 */
import './content-next-runtime'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { getNews, listNews } from '@/server/catalog/content'

import { payload as getPayload } from './helpers'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await getPayload()
})
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => undefined)
})

describe('a news item saved only in ja', () => {
  it('reads', async () => {
    const doc = await payload.create({
      collection: 'news',
      locale: 'ja',
      data: { title: 'ja only title', summary: 'ja summary', published: true, publishedAt: new Date(Date.now() + 86400000).toISOString() },
      overrideAccess: true,
    })
    created.push(doc.id)
    for (const locale of ['zh-TW', 'en', 'ko', 'ja'] as const) {
      const item = await getNews(locale, doc.id)
      const list = await listNews(locale, {})
      console.log(locale, JSON.stringify(item)?.slice(0, 300), JSON.stringify(list.list[0]))
    }
  })
})
