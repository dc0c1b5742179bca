/**
 * The `missingLocales` backfill (issue 13): documents saved before the field existed (or written behind
 * Payload's back) get the value a save would give them — without a save's side effects (no publish rule,
 * `updatedAt` and the content untouched) — and a second run changes nothing.
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { backfillMissingLocales } from '@/cms/missingLocalesBackfill'
import { sqlHandle } from '@/server/db/transaction'

import { LOCALES, payload as getPayload } from './helpers'

let payload: Payload
const created: number[] = []
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString()

beforeAll(async () => {
  payload = await getPayload()
})
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => undefined)
})

/** As the database held documents before the field existed: no `missingLocales` rows at all. */
async function forgetMissingLocales(id: number) {
  await (await sqlHandle(payload)).execute(sql`delete from news_missing_locales where parent_id = ${id}`)
}

const stored = async (id: number) => {
  const doc = await payload.findByID({ collection: 'news', id, locale: 'all', depth: 0, overrideAccess: true })
  return doc as unknown as { missingLocales?: string[] | null; title: Record<string, string>; updatedAt: string; _status: string }
}

describe('missingLocales backfill', () => {
  it('computes the value for documents saved before it existed, leaves the rest alone, and is idempotent', async () => {
    const tag = Date.now().toString(36)
    // A ja-only item published behind the publish rule's back (old data), a zh-TW-only draft, a complete one.
    const jaOnly = await payload.create({ collection: 'news', locale: 'ja', data: { title: `ja ${tag}`, _status: 'draft' as const, publishedAt: aMinuteAgo() }, overrideAccess: true })
    const zhOnly = await payload.create({ collection: 'news', locale: 'zh-TW', data: { title: `中文 ${tag}`, _status: 'draft' as const, publishedAt: aMinuteAgo() }, overrideAccess: true })
    const complete = await payload.create({ collection: 'news', locale: 'zh-TW', data: { title: `全 ${tag}`, _status: 'published' as const, publishedAt: aMinuteAgo() }, overrideAccess: true })
    created.push(jaOnly.id, zhOnly.id, complete.id)
    for (const locale of LOCALES.filter((l) => l !== 'zh-TW'))
      await payload.update({ collection: 'news', id: complete.id, locale, data: { title: `${locale} ${tag}` }, overrideAccess: true })
    expect((await stored(complete.id)).missingLocales).toEqual([])
    await (await sqlHandle(payload)).execute(sql`update news set _status = 'published' where id = ${jaOnly.id}`)
    for (const id of [jaOnly.id, zhOnly.id]) await forgetMissingLocales(id)
    const before = { ja: await stored(jaOnly.id), zh: await stored(zhOnly.id) }
    expect(before.ja.missingLocales ?? []).toEqual([])

    const first = await backfillMissingLocales(payload)
    const news = first.find((r) => r.collection === 'news')!
    expect(news.updated).toBeGreaterThanOrEqual(2)
    expect(news.checked).toBeGreaterThanOrEqual(3)

    const ja = await stored(jaOnly.id)
    expect(ja.missingLocales).toEqual(LOCALES.filter((l) => l !== 'ja'))
    // No save happened: the published ja-only item was not refused or changed, its languages are as they were.
    expect(ja._status).toBe('published')
    expect(ja.updatedAt).toBe(before.ja.updatedAt)
    expect(ja.title).toEqual(before.ja.title)
    expect((await stored(zhOnly.id)).missingLocales).toEqual(LOCALES.filter((l) => l !== 'zh-TW'))
    expect((await stored(complete.id)).missingLocales).toEqual([])

    // The "missing in zh-TW" list filter now finds the old item.
    const { docs } = await payload.find({ collection: 'news', where: { missingLocales: { in: ['zh-TW'] }, id: { in: [jaOnly.id, zhOnly.id, complete.id] } }, depth: 0, overrideAccess: true })
    expect(docs.map((d) => d.id)).toEqual([jaOnly.id])

    // A second run finds nothing to do, in any collection.
    const second = await backfillMissingLocales(payload)
    expect(second.every((r) => r.updated === 0)).toBe(true)
    expect(second.map((r) => r.collection)).toEqual(first.map((r) => r.collection))
    expect((await stored(jaOnly.id)).missingLocales).toEqual(LOCALES.filter((l) => l !== 'ja'))
  })
})
