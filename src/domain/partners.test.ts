import { describe, expect, it } from 'vitest'

import { isPartnerCardNumber, partnerCardPattern } from './partners'

describe('mileage partners', () => {
  it('an Asia Miles membership number is exactly 10 digits', () => {
    expect(isPartnerCardNumber('asiaMiles', '1234567890')).toBe(true)
    expect(isPartnerCardNumber('asiaMiles', '123456789')).toBe(false)
    expect(isPartnerCardNumber('asiaMiles', '12345678901')).toBe(false)
    expect(isPartnerCardNumber('asiaMiles', '12345 67890')).toBe(false)
    expect(isPartnerCardNumber('asiaMiles', '')).toBe(false)
  })

  it('without a partner no number is asked for', () => {
    expect(isPartnerCardNumber('none', '')).toBe(true)
    expect(partnerCardPattern('none')).toBeNull()
  })

  it('the pattern a client receives is the rule itself', () => {
    const sent = new RegExp(partnerCardPattern('asiaMiles')!.source)
    expect(sent.test('1234567890')).toBe(true)
    expect(sent.test('A234567890')).toBe(false)
  })
})
