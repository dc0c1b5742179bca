import { describe, expect, it } from 'vitest'

import { defaultsFor, latestBirthDate, placeOrderBody } from './orderValues'
import { deck, esim, now, order, sim } from './testFixtures'

describe('the first values of the form', () => {
  it('chooses the only airport and counter and the first plan when the query chose none', () => {
    expect(defaultsFor(sim, {}, now.date).item).toEqual({
      kind: 'product',
      productId: 1,
      planId: 'p1',
      cardType: 'physical',
      quantity: 1,
      pickup: { airportId: 7, counterId: 'c1', date: '', time: '' },
    })
    expect(defaultsFor(esim, { quantity: 3 }, now.date).item).toEqual({ kind: 'product', productId: 3, planId: 'p1', cardType: 'esim', quantity: 3 })
  })

  it('keeps what the query chose', () => {
    const item = defaultsFor(sim, { airportId: 7, counterId: 'c9', date: '2026-05-03', time: '10:00' }, now.date).item
    expect(item).toMatchObject({ pickup: { airportId: 7, counterId: 'c9', date: '2026-05-03', time: '10:00' } })
  })

  it('opens the deck on the chosen visit date, else its first date, else today', () => {
    expect(defaultsFor(deck, { visitDate: '2026-05-09', slot: '12:00' }, now.date).item).toMatchObject({ visitDate: '2026-05-09', time: '12:00' })
    expect(defaultsFor(deck, {}, now.date).item).toMatchObject({ visitDate: '2026-05-01', time: '' })
    expect(defaultsFor({ ...deck, visit: null }, {}, '2026-06-01').item).toMatchObject({ visitDate: '2026-06-01' })
  })
})

describe('the latest birth date', () => {
  it('is 18 years before today, and 28 February for a 29 February', () => {
    expect(latestBirthDate('2026-05-01')).toBe('2008-05-01')
    expect(latestBirthDate('2028-02-29')).toBe('2010-02-28')
  })
})

describe('the order sent to the server', () => {
  const values = { ...order, guardianConsent: true, promoCode: 'TYPED', partnerCardNumber: '1234567890' }

  it('sends only the promo code the server accepted', () => {
    expect(placeOrderBody(values, null, now.date).promoCode).toBeUndefined()
    expect(placeOrderBody(values, 'SPRING', now.date).promoCode).toBe('SPRING')
  })

  it("sends a partner's card number only with a partner", () => {
    expect(placeOrderBody(values, null, now.date).partnerCardNumber).toBeUndefined()
    expect(placeOrderBody({ ...values, partnerName: 'asiaMiles' }, null, now.date).partnerCardNumber).toBe('1234567890')
  })

  it("sends no guardian's consent: 18 is Taiwan's age of majority, also for a buyer of 19", () => {
    expect(placeOrderBody(values, null, now.date).guardianConsent).toBeUndefined()
    expect(placeOrderBody({ ...values, birthDate: '2007-06-01' }, null, now.date).guardianConsent).toBeUndefined()
  })
})
