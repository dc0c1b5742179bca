/**
 * Status changes through the status machine on the real database: allowed events move the order and
 * leave an order event; refused ones change nothing; racing changes are serialised.
 */
import { describe, expect, it } from 'vitest'

import { inTransaction } from '@/server/db/transaction'
import { applyOrderEvent } from '@/server/orders/status'

import { createTestOrder, payload } from './helpers'

const statusOf = async (id: number) => (await (await payload()).findByID({ collection: 'orders', id, depth: 0 })).status
const eventsOf = async (id: number) =>
  (await (await payload()).find({ collection: 'order-events', where: { order: { equals: id } }, sort: 'createdAt', depth: 0 })).docs.map((e) => `${e.from}-${e.event}->${e.to} by ${e.actor}`)

describe('applyOrderEvent', () => {
  it('moves an order along the machine and records who did it', async () => {
    const p = await payload()
    const order = await createTestOrder()
    await inTransaction(p, ({ req }) => applyOrderEvent(p, req, { orderId: order.id, event: 'pay', actor: 'provider' }))
    await inTransaction(p, ({ req }) => applyOrderEvent(p, req, { orderId: order.id, event: 'deliver', actor: 'system' }))
    expect(await statusOf(order.id)).toBe('delivered')
    expect(await eventsOf(order.id)).toEqual(['unpaid-pay->paid by provider', 'paid-deliver->delivered by system'])
  })

  it('refuses an event the machine does not allow, and changes nothing (a conflict)', async () => {
    const p = await payload()
    const order = await createTestOrder()
    const refused = inTransaction(p, ({ req }) => applyOrderEvent(p, req, { orderId: order.id, event: 'refund', actor: 'staff:1' }))
    await expect(refused).rejects.toMatchObject({ kind: 'conflict', key: 'orderStatusConflict' })
    expect(await statusOf(order.id)).toBe('unpaid')
    expect(await eventsOf(order.id)).toEqual([])
  })

  it('rolls the change back with the rest of the transaction', async () => {
    const p = await payload()
    const order = await createTestOrder()
    await expect(
      inTransaction(p, async ({ req }) => {
        await applyOrderEvent(p, req, { orderId: order.id, event: 'cancel', actor: 'system' })
        throw new Error('the refund failed')
      }),
    ).rejects.toThrow('the refund failed')
    expect(await statusOf(order.id)).toBe('unpaid')
    expect(await eventsOf(order.id)).toEqual([])
  })

  it('serialises 20 racing changes: one payment, then the cancellations are refused', async () => {
    const p = await payload()
    const order = await createTestOrder()
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(p, ({ req }) => applyOrderEvent(p, req, { orderId: order.id, event: i % 2 ? 'pay' : 'cancel', actor: 'system' })),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const events = await eventsOf(order.id)
    expect(events).toHaveLength(1)
    expect(['paid', 'cancelled']).toContain(await statusOf(order.id))
  })
})
