/**
 * Test data for tests/e2e/visit-contact-changes.spec.ts (on the e2e fixture host, the e2e database): per
 * admin language (zh-TW, en), a delivered ticket of the seeded observation deck for 10:00 in three days holding its
 * seat, placed in Japanese (for the zh-TW admin) or English, with its own contact address; where the visit can move to
 * (a week later, 15:00, a slot of the seeded hourly rule); and a second order whose contact e-mail support corrects.
 * Prints one JSON line.
 */
import { addDays, taipeiDate } from '../../src/domain/dates'

import { fixtureOrder, runFixture } from './fixture-script'

runFixture('VISIT_CONTACT', async (payload) => {
  const decks = await payload.find({ collection: 'activities', where: { kind: { equals: 'observationDeck' } }, depth: 0, limit: 1, sort: 'sortOrder', overrideAccess: true })
  const deck = decks.docs[0]!
  const out: Record<string, unknown> = {}
  for (const [adminLanguage, locale] of [['zh-TW', 'ja'], ['en', 'en']] as const) {
    const visitDate = addDays(taipeiDate(), 3)
    const seat = await payload.create({ collection: 'slot-reservations', overrideAccess: true, data: { activity: deck.id, visitDate, time: '10:00', seats: 1, released: false } })
    const ticket = { locale, itemKind: 'observationDeck', itemName: String(deck.name), cardType: null, product: null, activity: deck.id, visitDate, timeSlot: '10:00', unitPriceTwd: 600, subtotalTwd: 600, totalTwd: 600 }
    const order = await fixtureOrder(payload, 'VC', { ...ticket, slotReservation: seat.id })
    await payload.db.updateOne({ collection: 'orders', id: order.id, data: { status: 'delivered' } })
    const contact = await fixtureOrder(payload, 'VC', ticket)
    await payload.db.updateOne({ collection: 'orders', id: contact.id, data: { status: 'delivered' } })
    out[adminLanguage] = {
      id: order.id,
      orderNumber: order.orderNumber,
      email: order.contactEmail,
      to: { visitDate: addDays(taipeiDate(), 7), time: '15:00' },
      contact: { id: contact.id, orderNumber: contact.orderNumber, email: contact.contactEmail, newEmail: `fixed-${contact.contactEmail}` },
    }
  }
  return out
})
