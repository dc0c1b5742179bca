/**
 * Unpaid orders are cancelled after the time in site settings: the promo-code use and the slot's seats go
 * back, the traveller gets a mail, and running the job twice — or on two workers at once — changes nothing
 * more.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { POST as placeOrderRoute } from '@/app/(frontend)/api/order/placeOrder/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { hashCode } from '@/domain/verification'
import { getSlotAvailability } from '@/server/catalog/shopReads'
import { sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { BULK_QUEUE } from '@/server/mail/queue'
import { cancelUnpaidOrders } from '@/server/orders/cancel'
import { cancelOverdueOrders } from '@/server/payments/jobs'

import { createTestOrder, payload, postJson } from './helpers'

const CODE = '604215'

async function deckOrderWithPromo() {
  const p = await payload()
  const deck = (await p.find({ collection: 'activities', where: { kind: { equals: 'observationDeck' } }, limit: 1, depth: 0 })).docs[0]!
  const code = `AUTO${Date.now().toString(36).toUpperCase()}`
  const promo = await p.create({ collection: 'promo-codes', data: { code, kind: 'fixed', value: 10, active: true, maxUses: 5 } })
  const email = `auto-cancel-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await p.create({
    collection: 'verification-codes',
    data: { purpose: 'orderContact', channel: 'email', target: email, codeHash: hashCode(payloadSecret(), 'orderContact', email, CODE), expiresAt: new Date(Date.now() + 600_000).toISOString(), attempts: 0 },
  })
  const visitDate = addDays(taipeiDate(), 5)
  const slot = (await getSlotAvailability(deck.id, visitDate)).find((s) => s.remaining >= 2)!
  const placed = await postJson<{ orderNumber: string }>(placeOrderRoute, '/api/order/placeOrder', {
    item: { kind: 'observationDeck', activityId: deck.id, visitDate, time: slot.time, quantity: 2 },
    promoCode: code,
    email,
    phone: '+886912345678',
    verificationCode: CODE,
    surname: 'Lin',
    givenName: 'Ann',
    birthDate: '1990-01-01',
    partnerName: 'none',
    agree: true,
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  const order = (await p.find({ collection: 'orders', where: { orderNumber: { equals: placed.body.data.orderNumber } }, depth: 0 })).docs[0]!
  return { order, promoId: promo.id, email }
}

const age = async (orderId: number, minutes: number) => {
  const p = await payload()
  const db = await sqlHandle(p)
  await db.execute(sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`)
}

describe('cancelling unpaid orders', () => {
  it('releases the promo-code use and the seats, mails the traveller, and is safe to run twice at once', async () => {
    const p = await payload()
    const { order, promoId, email } = await deckOrderWithPromo()
    expect((await p.findByID({ collection: 'promo-codes', id: promoId })).usedCount).toBe(1)
    await age(order.id, 31)

    const [a, b] = await Promise.all([cancelUnpaidOrders(p, 30), cancelUnpaidOrders(p, 30)])
    expect(a + b).toBeGreaterThanOrEqual(1)
    expect(await cancelUnpaidOrders(p, 30)).toBe(0)

    const cancelled = await p.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.cancelledAt).toBeTruthy()
    expect((await p.findByID({ collection: 'promo-codes', id: promoId })).usedCount).toBe(0)
    const reservation = await p.findByID({ collection: 'slot-reservations', id: cancelled.slotReservation as number })
    expect(reservation.released).toBe(true)
    const events = await p.find({ collection: 'order-events', where: { order: { equals: order.id } } })
    expect(events.docs.map((e) => `${e.event} by ${e.actor}`)).toEqual(['cancel by system'])
    const jobs = await p.find({ collection: 'payload-jobs', where: { queue: { equals: BULK_QUEUE } }, limit: 1000, pagination: false })
    const mails = jobs.docs.filter((j) => (j.input as { to?: string; kind?: string }).to === email && (j.input as { kind?: string }).kind === 'orderCancelled')
    const outbox = await p.find({ collection: 'outbox', where: { and: [{ to: { equals: email } }, { kind: { equals: 'orderCancelled' } }] } })
    // One mail: its job, or (once the job ran) its outbox copy — for a moment both, never two of either.
    // (The one cancel event above is what shows the order was cancelled once; the mail is queued with it.)
    expect(mails.length, 'mail jobs').toBeLessThanOrEqual(1)
    expect(outbox.totalDocs, 'outbox copies').toBeLessThanOrEqual(1)
    expect(mails.length + outbox.totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('leaves recent orders, paid orders, and orders with a payment in progress alone', async () => {
    const p = await payload()
    const recent = await createTestOrder()
    await age(recent.id, 10)
    const paid = await createTestOrder()
    await age(paid.id, 120)
    await p.update({ collection: 'orders', id: paid.id, data: { status: 'paid' }, overrideAccess: true })
    const paying = await createTestOrder()
    await age(paying.id, 120)
    await p.create({ collection: 'payments', data: { order: paying.id, idempotencyKey: `pay-${paying.id}`, provider: 'sandbox', method: 'card', amountTwd: 450, status: 'challenge' } })

    await cancelUnpaidOrders(p, 30)
    for (const [order, status] of [[recent, 'unpaid'], [paid, 'paid'], [paying, 'unpaid']] as const) {
      expect((await p.findByID({ collection: 'orders', id: order.id, depth: 0 })).status).toBe(status)
    }
  })

  it('the scheduled task reads the time from site settings', async () => {
    const p = await payload()
    const order = await createTestOrder()
    await age(order.id, 45)
    const settings = await p.findGlobal({ slug: 'site-settings', depth: 0 })
    await p.updateGlobal({ slug: 'site-settings', data: { orderRules: { ...settings.orderRules, unpaidCancelAfterMinutes: 60 } } })
    try {
      await cancelOverdueOrders(p)
      expect((await p.findByID({ collection: 'orders', id: order.id, depth: 0 })).status).toBe('unpaid')
      await age(order.id, 61)
      await cancelOverdueOrders(p)
      expect((await p.findByID({ collection: 'orders', id: order.id, depth: 0 })).status).toBe('cancelled')
    } finally {
      await p.updateGlobal({ slug: 'site-settings', data: { orderRules: settings.orderRules } })
    }
  })
})
