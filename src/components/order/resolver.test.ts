import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { orderResolver, type RuleFacts } from './resolver'
import { deck, esim, now, order, partners, sim } from './testFixtures'
import type { OrderFormInput } from './types'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<OrderFormInput>
const facts: RuleFacts = { info: esim, now, slots: null, partners }
const valid: OrderFormInput = order

describe('the order form resolver', () => {
  it('passes a valid order through the schema', async () => {
    const result = await orderResolver(valid, facts, options)
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ email: 'traveller@example.com', partnerName: 'none' })
  })

  it('adds the rules the schema cannot know, with their messages.validation keys', async () => {
    const young = await orderResolver({ ...valid, birthDate: '2010-01-01' }, facts, options)
    expect(young.values).toEqual({})
    expect(young.errors.birthDate).toMatchObject({ type: 'rule', message: 'ageMinimum' })

    const slots = [{ time: '12:00', capacity: 20, reserved: 19, remaining: 1 }]
    const visit = { kind: 'observationDeck' as const, activityId: 2, visitDate: '2026-05-02', time: '12:00', quantity: 2 }
    const full = await orderResolver({ ...valid, item: visit }, { ...facts, info: deck, slots }, options)
    expect(full.errors.item).toMatchObject({ time: { type: 'rule', message: 'slotTooFew' } })
  })

  it('asks a holder for each further physical SIM card: named as on a passport, 18 or older, nobody twice', async () => {
    const pickup = { airportId: 7, counterId: 'c1', date: '2026-05-02', time: '10:00' }
    const twoCards = { ...valid, item: { kind: 'product' as const, productId: 1, planId: 'p1', cardType: 'physical' as const, quantity: 2, pickup } }
    const simFacts = { ...facts, info: sim }
    const holder = { surname: 'Lin', givenName: 'Yu', birthDate: '1992-03-04' }
    expect((await orderResolver({ ...twoCards, furtherHolders: [holder] }, simFacts, options)).errors).toEqual({})
    const errorsOf = async (furtherHolders: OrderFormInput['furtherHolders']) =>
      (await orderResolver({ ...twoCards, furtherHolders }, simFacts, options)).errors.furtherHolders as unknown as Record<string, { message?: string }>[]
    expect((await errorsOf([{ ...holder, surname: '林' }]))[0]).toMatchObject({ surname: { message: 'holderPassportName' } })
    expect((await errorsOf([{ ...holder, givenName: '' }]))[0]).toMatchObject({ givenName: { message: 'holderGivenNameRequired' } })
    expect((await errorsOf([{ ...holder, birthDate: '2010-01-01' }]))[0]).toMatchObject({ birthDate: { type: 'rule', message: 'holderAgeMinimum' } })
    expect((await errorsOf([{ surname: 'chen', givenName: 'Mei', birthDate: valid.birthDate }]))[0]).toMatchObject({ surname: { message: 'holderDuplicate' } })
  })

  it("keeps the schema's error where a rule finds one on the same field", async () => {
    const result = await orderResolver({ ...valid, partnerName: 'asiaMiles', partnerCardNumber: '12' }, facts, options)
    expect(result.errors.partnerCardNumber?.message).toBe('partnerCardInvalid')
    expect(result.errors.partnerCardNumber?.type).not.toBe('rule')
  })
})
