/**
 * Test data for tests/e2e/live-preview.spec.ts (on the e2e fixture host, the e2e database): per admin
 * language (zh-TW, en) a published news item with its text in that language, and a news item last changed and created
 * at known instants (the document header's Taiwan time). Prints one JSON line.
 */
import { sql } from '@payloadcms/db-postgres'

import { sqlHandle } from '../../src/server/db/transaction'

import { runFixture } from './fixture-script'

/** 2026-11-28 23:45 UTC, which is 2026-11-29 07:45 in Taiwan: another day and hour than a GMT+0 browser's. */
const EDITED_AT = '2026-11-28T23:45:00.000Z'
const CREATED_AT = '2026-11-20T16:30:00.000Z'

runFixture('LIVE_PREVIEW', async (payload) => {
  const stamp = Date.now().toString(36)
  const publishedAt = new Date(Date.now() - 60_000).toISOString()
  const out: Record<string, unknown> = {}
  for (const locale of ['zh-TW', 'en'] as const) {
    // Published in zh-TW (publishing needs it), and for the English admin in English too.
    const zh = `已發布消息 ${locale} ${stamp}`
    const news = await payload.create({ collection: 'news', locale: 'zh-TW', overrideAccess: true, data: { title: zh, summary: `${zh} 摘要`, publishedAt, _status: 'published' } })
    const title = locale === 'en' ? `Published news ${stamp}` : zh
    if (locale === 'en') await payload.update({ collection: 'news', id: news.id, locale: 'en', overrideAccess: true, data: { title, summary: `${title} summary`, _status: 'published' } })
    out[locale] = { id: news.id, title }
  }
  const timed = await payload.create({
    collection: 'news',
    locale: 'zh-TW',
    overrideAccess: true,
    data: { title: `時間 ${stamp}`, summary: '時間', publishedAt, _status: 'published' },
  })
  const db = await sqlHandle(payload)
  await db.execute(sql`update news set updated_at = ${EDITED_AT}, created_at = ${CREATED_AT} where id = ${timed.id}`)
  await db.execute(sql`update _news_v set updated_at = ${EDITED_AT}, created_at = ${CREATED_AT} where parent_id = ${timed.id}`)
  out.timed = { id: timed.id, editedAt: EDITED_AT, createdAt: CREATED_AT }
  return out
})
