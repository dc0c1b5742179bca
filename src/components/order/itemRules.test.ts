import { describe, expect, it } from 'vitest'

import { availablePickupTimes, completeItem, isPastSlot, itemProblems, travellerProblems } from './itemRules'
import { callingCodeFor, splitE164, toE164 } from './phone'
import { fromE164 } from './phoneFormat'
import { counter, deck, now, partners, sim } from './testFixtures'

const pickupItem = (date: string, time: string) => ({
  kind: 'product',
  productId: 1,
  planId: 'p1',
  cardType: 'physical',
  quantity: 1,
  pickup: { airportId: 7, counterId: 'c1', date, time },
})

describe('pickup times', () => {
  it('offers the counter times, without those already past today', () => {
    expect(availablePickupTimes(counter, '2026-05-01', now)).toEqual(['10:00', '10:30', '11:00'])
    expect(availablePickupTimes(counter, '2026-05-02', now)).toEqual(counter.times)
    expect(availablePickupTimes(counter, '2026-04-30', now)).toEqual([])
    expect(availablePickupTimes(undefined, '2026-05-02', now)).toEqual([])
  })

  it('flags a date outside the offered range and a time the counter does not offer', () => {
    expect(itemProblems(sim, pickupItem('2026-08-01', '10:00'), now, null)).toEqual([['item.pickup.date', 'pickupDateInvalid']])
    expect(itemProblems(sim, pickupItem('2026-05-01', '09:30'), now, null)).toEqual([['item.pickup.time', 'pickupTimeClosed']])
    expect(itemProblems(sim, pickupItem('2026-05-01', '10:30'), now, null)).toEqual([])
  })

  it('counts the window from the clock, as the server does, also after midnight on an open page', () => {
    const afterMidnight = { date: '2026-05-02', time: '00:05' }
    expect(itemProblems(sim, pickupItem('2026-05-01', '10:00'), afterMidnight, null)).toEqual([['item.pickup.date', 'pickupDateInvalid']])
    expect(itemProblems(sim, pickupItem('2026-07-31', '10:00'), afterMidnight, null)).toEqual([])
    expect(itemProblems(sim, pickupItem('2026-08-01', '10:00'), afterMidnight, null)).toEqual([['item.pickup.date', 'pickupDateInvalid']])
  })

  it("a serial number's item takes no more cards than the serial covers", () => {
    const serialSim = { ...sim, maxQuantity: 2 }
    expect(itemProblems(serialSim, { ...pickupItem('2026-05-01', '10:30'), quantity: 3 }, now, null)).toEqual([['item.quantity', 'quantityOverSerial']])
    expect(itemProblems(serialSim, { ...pickupItem('2026-05-01', '10:30'), quantity: 2 }, now, null)).toEqual([])
    expect(itemProblems(sim, { ...pickupItem('2026-05-01', '10:30'), quantity: 3 }, now, null)).toEqual([])
  })

  it('a complete pickup is an item the API takes; an incomplete one is not', () => {
    expect(completeItem(sim, pickupItem('2026-05-02', '09:00'), now, null)).toMatchObject({ kind: 'product', pickup: { time: '09:00' } })
    expect(completeItem(sim, pickupItem('2026-05-02', ''), now, null)).toBeNull()
  })
})

describe('observation-deck slots', () => {
  const slots = [
    { time: '09:00', capacity: 20, reserved: 0, remaining: 20 },
    { time: '12:00', capacity: 20, reserved: 19, remaining: 1 },
  ]
  const visit = (time: string, quantity = 1) => ({ kind: 'observationDeck', activityId: 2, visitDate: '2026-05-01', time, quantity })

  it('past slots of today are not bookable', () => {
    expect(isPastSlot('2026-05-01', '09:00', now)).toBe(true)
    expect(isPastSlot('2026-05-02', '09:00', now)).toBe(false)
    expect(itemProblems(deck, visit('09:00'), now, slots)).toEqual([['item.time', 'timeRequired']])
  })

  it('more tickets than seats left: "too few left" while some are, "slot full" when none is', () => {
    expect(itemProblems(deck, visit('12:00', 2), now, slots)).toEqual([['item.time', 'slotTooFew']])
    expect(itemProblems(deck, visit('12:00', 1), now, [{ time: '12:00', capacity: 20, reserved: 20, remaining: 0 }])).toEqual([['item.time', 'slotFull']])
    expect(completeItem(deck, visit('12:00', 1), now, slots)).toMatchObject({ time: '12:00', quantity: 1 })
  })

  it('waits for the slots before an item counts as complete', () => {
    expect(completeItem(deck, visit('12:00'), now, null)).toBeNull()
  })
})

describe('mileage partner', () => {
  const problems = (partnerName: string, partnerCardNumber: string) =>
    travellerProblems({ birthDate: '1990-04-12', partnerName, partnerCardNumber }, '2026-05-01', partners)

  it('asks for an Asia Miles number of 10 digits, and for none without a partner', () => {
    expect(problems('asiaMiles', '')).toEqual([['partnerCardNumber', 'partnerCardRequired']])
    expect(problems('asiaMiles', '12345')).toEqual([['partnerCardNumber', 'partnerCardInvalid']])
    expect(problems('asiaMiles', ' 1234567890 ')).toEqual([])
    expect(problems('none', '')).toEqual([])
  })
})

describe('phone numbers', () => {
  it('combines the country code and the national number without its trunk 0', () => {
    expect(toE164('886', '0912 345 678')).toBe('+886912345678')
    expect(toE164('81', '090-1234-5678')).toBe('+819012345678')
    expect(toE164('886', '+852 9123 4567')).toBe('+85291234567')
    expect(toE164('886', '')).toBe('')
  })
})

describe('fromE164 (a kept phone number shown again)', () => {
  it('splits the country code and writes the national number as people there do', () => {
    expect(fromE164('+886912345678')).toEqual({ countryCode: '886', national: '0912345678' })
    expect(fromE164('+85291234567')).toEqual({ countryCode: '852', national: '91234567' })
    expect(fromE164('+819012345678')).toEqual({ countryCode: '81', national: '09012345678' })
    expect(fromE164('')).toEqual({ countryCode: '886', national: '' })
    for (const phone of ['+886912345678', '+85291234567', '+819012345678', '+12025550123']) {
      const { countryCode, national } = fromE164(phone)
      expect(toE164(countryCode, national)).toBe(phone)
    }
  })
})

describe('splitE164 (a kept number shown at once, before libphonenumber has loaded)', () => {
  it('takes the offered country code off the front and leaves the rest as digits', () => {
    expect(splitE164('+886912345678')).toEqual({ countryCode: '886', national: '912345678' })
    expect(splitE164('+85291234567')).toEqual({ countryCode: '852', national: '91234567' })
    expect(splitE164('+8613812345678')).toEqual({ countryCode: '86', national: '13812345678' })
    expect(splitE164('+12025550123')).toEqual({ countryCode: '1', national: '2025550123' })
  })
  it('shows a number of a country not offered, or anything else, whole', () => {
    expect(splitE164('+33612345678')).toEqual({ countryCode: '886', national: '+33612345678' })
    expect(splitE164('')).toEqual({ countryCode: '886', national: '' })
    expect(splitE164('+886')).toEqual({ countryCode: '886', national: '+886' })
  })
  it('starts an empty field from the code it is given', () => {
    expect(splitE164('', '81')).toEqual({ countryCode: '81', national: '' })
    expect(splitE164('+819012345678', '82')).toEqual({ countryCode: '81', national: '9012345678' })
  })
  it('is undone by toE164, like fromE164, and agrees with it on the country code', () => {
    for (const phone of ['+886912345678', '+85291234567', '+819012345678', '+12025550123', '+6591234567', '+447911123456', '+33612345678']) {
      const split = splitE164(phone)
      expect(toE164(split.countryCode, split.national)).toBe(phone)
      expect(split.countryCode).toBe(fromE164(phone).countryCode)
    }
  })
})


describe('callingCodeFor (where the phone field starts)', () => {
  it('follows the page language when the browser says nothing more', () => {
    expect(callingCodeFor('zh-TW')).toBe('886')
    expect(callingCodeFor('zh-CN')).toBe('86')
    expect(callingCodeFor('ja')).toBe('81')
    expect(callingCodeFor('ko')).toBe('82')
    expect(callingCodeFor('vi')).toBe('84')
    expect(callingCodeFor('en')).toBe('886')
  })
  it("takes the region of a browser language in the page's language", () => {
    expect(callingCodeFor('en', ['en-GB', 'en'])).toBe('44')
    expect(callingCodeFor('en', ['en-SG'])).toBe('65')
    expect(callingCodeFor('zh-TW', ['zh-HK'])).toBe('852')
    expect(callingCodeFor('zh-TW', ['zh-Hant-MO'])).toBe('853')
    expect(callingCodeFor('zh-CN', ['zh-CN'])).toBe('86')
  })
  it("ignores another language's region, an unlisted region and a malformed tag", () => {
    expect(callingCodeFor('ja', ['en-US', 'ja'])).toBe('81')
    expect(callingCodeFor('en', ['en-FR'])).toBe('886')
    expect(callingCodeFor('ko', ['not a tag', 'ko-KR'])).toBe('82')
  })
})
