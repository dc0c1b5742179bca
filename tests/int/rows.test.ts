/**
 * The hot path's writer (src/server/db/rows.ts) writes whole documents: every table of a collection —
 * arrays, localized values, hasMany relationships, groups — not only the main row (a raw insert into the
 * main table silently dropped the rest). Proved on a collection with all of those, and on an order.
 */
import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { insertRow } from '@/server/db/rows'
import { inTransaction } from '@/server/db/transaction'

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
