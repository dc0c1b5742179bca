/**
 * The hot path's writer (src/server/db/rows.ts) writes whole documents: every table of a collection —
 * arrays, localized values, hasMany relationships, groups — not only the main row (a raw insert into the
 * main table silently dropped the rest). Proved on a collection with all of those, and on an order.
 * Its insertReturningIds writes a table's rows from a statement text it keeps: it must write what drizzle's insert writes.
 */
import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { eq, inArray, like } from '@payloadcms/db-postgres/drizzle'

import { payload_jobs, rate_limit_hits } from '@/payload-generated-schema'
import { insertReturningIds, insertRow } from '@/server/db/rows'
import { inTransaction, sqlHandle } from '@/server/db/transaction'

import { createTestOrder, payload } from './helpers'

const rowId = () => randomBytes(12).toString('hex')

describe('insertRow', () => {
  it('writes arrays, localized values and hasMany relationships, read back by Payload as written', async () => {
    const p = await payload()
    const category = await p.create({ collection: 'product-categories', data: { name: `Rows ${Date.now()}` } })
    const airports = (await p.find({ collection: 'airports', limit: 2, depth: 0 })).docs.map((a) => a.id)
    expect(airports).toHaveLength(2)
    const id = await inTransaction(p, async ({ req }) =>
      insertRow(p, req, 'products', {
        // The adapter's shape: localized values per locale, array rows with their ids.
        name: { 'zh-TW': '列測試 SIM', ja: '行テスト SIM' },
        category: category.id,
        cardType: 'physical',
        network: '5G',
        plans: [
          { id: rowId(), days: 5, dataAllowance: { 'zh-TW': '吃到飽', ja: '無制限' }, priceTwd: 450, active: true },
          { id: rowId(), days: 10, dataAllowance: { 'zh-TW': '20 GB', ja: '20 GB' }, priceTwd: 650, active: false },
        ],
        pickupAirports: airports,
        _status: 'draft' as const,
      }),
    )
    const read = await p.findByID({ collection: 'products', id, locale: 'ja', depth: 0 })
    expect(read.name).toBe('行テスト SIM')
    expect(read.plans.map((plan) => [plan.days, plan.dataAllowance, plan.priceTwd, plan.active])).toEqual([
      [5, '無制限', 450, true],
      [10, '20 GB', 650, false],
    ])
    expect((await p.findByID({ collection: 'products', id, locale: 'zh-TW', depth: 0 })).name).toBe('列測試 SIM')
    expect(read.pickupAirports).toEqual(airports)
    await p.delete({ collection: 'products', id })
  })

  it('answers with the id of the document it wrote, for 40 writes at once as for one', async () => {
    const p = await payload()
    const stamp = Date.now()
    const names = Array.from({ length: 40 }, (_, i) => `Parallel ${stamp} ${i}`)
    const ids = await Promise.all(names.map((name) => inTransaction(p, ({ req }) => insertRow(p, req, 'product-categories', { name: { 'zh-TW': name } }))))
    expect(new Set(ids).size).toBe(40)
    const { docs } = await p.find({ collection: 'product-categories', where: { id: { in: ids } }, limit: 40, depth: 0, locale: 'zh-TW' })
    expect(Object.fromEntries(docs.map((d) => [d.id, d.name]))).toEqual(Object.fromEntries(ids.map((id, i) => [id, names[i]])))
    await p.delete({ collection: 'product-categories', where: { id: { in: ids } } })
  })

  it('writes nothing when the transaction rolls back', async () => {
    const p = await payload()
    const before = (await p.count({ collection: 'product-categories' })).totalDocs
    await expect(
      inTransaction(p, async ({ req }) => {
        await insertRow(p, req, 'product-categories', { name: 'rolled back' })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect((await p.count({ collection: 'product-categories' })).totalDocs).toBe(before)
  })

  it('writes an order whole: groups (pickup, consent) and relationships', async () => {
    const p = await payload()
    const template = await createTestOrder({ airport: (await p.find({ collection: 'airports', limit: 1, depth: 0 })).docs[0]!.id })
    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = await p.findByID({ collection: 'orders', id: template.id, depth: 0 })
    const copy = { ...data, orderNumber: `${data.orderNumber}-COPY` }
    const id = await inTransaction(p, ({ req }) => insertRow(p, req, 'orders', copy))
    const read = await p.findByID({ collection: 'orders', id, depth: 0 })
    expect({ ...read, id: undefined, createdAt: undefined, updatedAt: undefined }).toEqual({ ...copy, id: undefined, createdAt: undefined, updatedAt: undefined })
  })
})

describe('insertReturningIds', () => {
  const jobColumns = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: typeof payload_jobs.$inferSelect) => rest

  it("writes what drizzle's own insert writes — JSON, numbers, NULLs, the default of what a row leaves out — for rows of several shapes, twice", async () => {
    const db = await sqlHandle(await payload())
    const queue = `rows-test-${Date.now()}`
    const rows: (typeof payload_jobs.$inferInsert)[] = [
      { input: { to: 'a@example.com', list: [1, 'zwei', { drei: null }], text: '引號 "quoted" \\ back' }, taskSlug: 'sendMail', queue, totalTried: 2, waitUntil: null },
      { input: null, queue },
      { taskSlug: 'sendSms', queue, hasError: true, waitUntil: '2031-02-03T04:05:06.789Z' },
    ]
    for (let round = 0; round < 2; round++) {
      const ids = await insertReturningIds(db, payload_jobs, rows)
      const reference = (await db.insert(payload_jobs).values(rows).returning({ id: payload_jobs.id })).map((row) => row.id)
      expect(new Set(ids).size).toBe(3)
      const read = async (of: number[]) => {
        const found = await db.select().from(payload_jobs).where(inArray(payload_jobs.id, of))
        return of.map((id) => jobColumns(found.find((row) => row.id === id)!))
      }
      const written = await read(ids)
      expect(written).toEqual(await read(reference))
      expect(written[0]).toMatchObject({ input: rows[0]!.input, totalTried: 2, waitUntil: null, hasError: false, processing: false })
      expect(written[1]).toMatchObject({ input: null, taskSlug: null, totalTried: 0 })
      expect(written[2]).toMatchObject({ taskSlug: 'sendSms', hasError: true })
      expect(new Date(written[2]!.waitUntil!).toISOString()).toBe('2031-02-03T04:05:06.789Z')
    }
    await db.delete(payload_jobs).where(eq(payload_jobs.queue, queue))
  })

  it('skips a row whose unique value exists (no id for it), also when 40 race for one value, and writes nothing when the transaction rolls back', async () => {
    const p = await payload()
    const db = await sqlHandle(p)
    const bucket = `rows-test-${Date.now()}`
    const hit = (suffix: string) => ({ bucket: `${bucket}${suffix}`, count: 1, expiresAt: new Date(Date.now() + 60_000).toISOString() })
    const raced = await Promise.all(
      Array.from({ length: 40 }, () => inTransaction(p, async ({ req }) => insertReturningIds(await sqlHandle(p, req), rate_limit_hits, [hit('')], { ignoreConflictOn: rate_limit_hits.bucket }))),
    )
    expect(raced.filter((ids) => ids.length === 1)).toHaveLength(1)
    expect(raced.filter((ids) => ids.length === 0)).toHaveLength(39)
    await expect(
      inTransaction(p, async ({ req }) => {
        await insertReturningIds(await sqlHandle(p, req), rate_limit_hits, [hit('-rolled-back')])
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const stored = await db.select({ bucket: rate_limit_hits.bucket }).from(rate_limit_hits).where(like(rate_limit_hits.bucket, `${bucket}%`))
    expect(stored).toEqual([{ bucket }])
    await db.delete(rate_limit_hits).where(like(rate_limit_hits.bucket, `${bucket}%`))
  })
})
