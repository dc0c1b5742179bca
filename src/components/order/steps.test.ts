import { describe, expect, it } from 'vitest'

import { firstStepWithError, itemFields, ORDER_STEPS, stepOf, travellerFields } from './steps'
import { deck, esim, rail, sim } from './testFixtures'

describe('the fields of each step', () => {
  it('asks for the pickup only for a physical SIM, the fare for rail, the visit for the deck', () => {
    expect(itemFields(sim)).toEqual([
      'item.planId',
      'item.pickup.airportId',
      'item.pickup.counterId',
      'item.pickup.date',
      'item.pickup.time',
      'item.quantity',
    ])
    expect(itemFields(esim)).toEqual(['item.planId', 'item.quantity'])
    expect(itemFields(rail)).toEqual(['item.trip', 'item.quantity'])
    expect(itemFields(deck)).toEqual(['item.visitDate', 'item.time', 'item.quantity'])
  })

  it('asks for a holder of each further card of a physical SIM (up to the product’s maximum), after the traveller', () => {
    const fields = travellerFields({ ...sim, maxQuantity: 3 })
    expect(fields.slice(0, 10)).toEqual([
      'surname',
      'givenName',
      'birthDate',
      'guardianConsent',
      'furtherHolders.0.surname',
      'furtherHolders.0.givenName',
      'furtherHolders.0.birthDate',
      'furtherHolders.1.surname',
      'furtherHolders.1.givenName',
      'furtherHolders.1.birthDate',
    ])
    for (const info of [esim, rail, deck]) expect(travellerFields(info).some((path) => path.startsWith('furtherHolders'))).toBe(false)
  })

  it('shows every field on one step only', () => {
    for (const info of [sim, esim, rail, deck]) {
      const all = ORDER_STEPS.flatMap((step) => step.fields(info))
      expect(new Set(all).size).toBe(all.length)
    }
  })
})

describe('the step of a field', () => {
  it('finds the step that shows a field by its path', () => {
    expect(stepOf(sim, 'item.pickup.time')).toBe(0)
    expect(stepOf(deck, 'item.time')).toBe(0)
    expect(stepOf(sim, 'verificationCode')).toBe(1)
    expect(stepOf(sim, 'phone')).toBe(1)
    expect(stepOf(sim, 'promoCode')).toBe(2)
    expect(stepOf(sim, 'agree')).toBe(2)
    // A server error about a card holder opens the traveller step.
    expect(stepOf(sim, 'furtherHolders.8.birthDate')).toBe(2)
    expect(stepOf(esim, 'furtherHolders.0.surname')).toBeNull()
  })

  it('has no step for a field the form shows no input for', () => {
    expect(stepOf(esim, 'item.pickup.time')).toBeNull()
    expect(stepOf(rail, 'item.time')).toBeNull()
    expect(stepOf(sim, 'item.productId')).toBeNull()
    expect(stepOf(sim, 'code')).toBeNull()
  })

  it('opens the first step with an error, nested paths included', () => {
    const message = { type: 'rule', message: 'x' }
    expect(firstStepWithError(sim, { surname: message, email: message })).toBe(1)
    expect(firstStepWithError(sim, { agree: message, item: { pickup: { date: message } } })).toBe(0)
    expect(firstStepWithError(esim, { item: { pickup: { date: message } } })).toBeNull()
    expect(firstStepWithError(sim, {})).toBeNull()
  })
})
