/**
 * Test data for tests/e2e/staff-desk.spec.ts (on the e2e fixture host, the e2e database of the
 * server under test). Per language of the admin (zh-TW, en and vi; the customers order in the same
 * languages):
 * - `cancel`: an unpaid observation-deck order with a promo code (used once) and a slot reservation of
 *   two seats, the customer's phone stored with its country code (+81 …);
 * - `pickup`: a physical-card order pending pickup today at TPE (the seeded counter's airport);
 * - `other`: the same at another airport.
 * Answers one `TAG {json}` line (tests/e2e/fixture-script.ts).
 */
import type { Payload } from 'payload'

import { taipeiDate } from '../../src/domain/dates'

import { runFixture } from './fixture-script'

const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
let seq = 0

async function order(payload: Payload, member: number, email: string, locale: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      orderNumber: `SD${stamp}${++seq}`,
      status: 'unpaid',
      member,
      locale,
      displayCurrency: 'TWD',
      itemKind: 'product',
      itemName: '5G SIM',
      quantity: 1,
      contactEmail: email,
      contactPhone: '+886912345678',
      surname: 'SATO',
      givenName: `HANAKO${String.fromCharCode(65 + seq)}`,
      birthDate: '1990-01-01',
      unitPriceTwd: 450,
      subtotalTwd: 450,
      discountTwd: 0,
      totalTwd: 450,
      consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: now },
      ...data,
    } as never,
  })
}

runFixture('STAFF_DESK', async (payload) => {
  const airports = (await payload.find({ collection: 'airports', depth: 0, limit: 50 })).docs
  const tpe = airports.find((a) => a.code === 'TPE')!
  const other = airports.find((a) => a.code !== 'TPE')!
  const activity = (await payload.find({ collection: 'activities', depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  const today = taipeiDate()
  const out: Record<string, unknown> = {}
  const langs: [string, string][] = [['zh-TW', 'zh-TW'], ['en', 'en'], ['vi', 'vi']]
  // One member orders in every language (a member's creation is the slow part); each language's orders carry
  // their own contact address, which the cancellation mail goes to.
  const member = await payload.create({ collection: 'members', data: { email: `desk-${stamp}@e2e.test`.toLowerCase(), password: `pw-${stamp}-1`, accountType: 1 } })
  for (const [adminLanguage, locale] of langs) {
    const email = `desk-${adminLanguage.toLowerCase()}-${stamp}@e2e.test`.toLowerCase()
    const national = `90${String(Date.now() + seq * 7919).slice(-8)}`
    const promo = await payload.create({ collection: 'promo-codes', overrideAccess: true, data: { code: `DESK${stamp}${++seq}`, kind: 'fixed', value: 50, usedCount: 1 } as never })
    const slot = await payload.create({ collection: 'slot-reservations', overrideAccess: true, data: { activity: activity.id, visitDate: today, time: '10:00', seats: 2 } as never })
    const cancel = await order(payload, member.id, email, locale, {
      itemKind: 'observationDeck',
      itemName: 'Taipei 101 Observatory',
      activity: activity.id,
      visitDate: today,
      timeSlot: '10:00',
      quantity: 2,
      contactPhone: `+81${national}`,
      promoCode: promo.id,
      promoCodeText: promo.code,
      slotReservation: slot.id,
      discountTwd: 50,
      totalTwd: 850,
      subtotalTwd: 900,
    })
    const pickup = await order(payload, member.id, email, locale, {
      cardType: 'physical',
      guardianRequired: adminLanguage === 'vi',
      pickup: { airport: tpe.id, counterId: tpe.counters?.[0]?.id ?? 'c1', place: tpe.name, date: today, time: '10:30' },
    })
    const elsewhere = await order(payload, member.id, email, locale, {
      cardType: 'physical',
      pickup: { airport: other.id, counterId: other.counters?.[0]?.id ?? 'c1', place: other.name, date: today, time: '10:30' },
    })
    // Placed in Korean: the orders list shows its item in the admin's language, not as stored.
    const foreign = await order(payload, member.id, email, 'ko', {
      itemKind: 'observationDeck',
      itemName: '타이베이 101 전망대 (한국어 주문)',
      activity: activity.id,
      visitDate: today,
      timeSlot: '11:00',
    })
    await payload.db.updateOne({ collection: 'orders', id: pickup.id, data: { status: 'pendingPickup' } })
    await payload.db.updateOne({ collection: 'orders', id: elsewhere.id, data: { status: 'pendingPickup' } })
    out[adminLanguage] = {
      email,
      phoneTyped: `0${national}`,
      cancel: { id: cancel.id, orderNumber: cancel.orderNumber, promoId: promo.id, slotId: slot.id },
      pickup: { id: pickup.id, orderNumber: pickup.orderNumber, name: `${pickup.surname} ${pickup.givenName}` },
      other: { id: elsewhere.id, orderNumber: elsewhere.orderNumber },
      foreign: { id: foreign.id, orderNumber: foreign.orderNumber, storedName: foreign.itemName, activityId: activity.id },
    }
  }
  const news = (await payload.find({ collection: 'news', depth: 0, limit: 1, overrideAccess: true })).docs[0]
  const someMember = (await payload.find({ collection: 'members', depth: 0, limit: 1, overrideAccess: true })).docs[0]
  out.content = { newsId: news?.id ?? null, memberId: someMember?.id ?? null }
  return out
})
