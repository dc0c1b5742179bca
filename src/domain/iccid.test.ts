import { describe, expect, it } from 'vitest'

import { hasLuhnCheckDigit, isIccid, luhnCheckDigit, normaliseIccid } from './iccid'

describe('ICCID (the serial printed on a SIM card)', () => {
  // 8988 6… : a Taiwanese SIM (country code 886); the last digit is the Luhn check digit.
  const nineteen = `898860123456789012${luhnCheckDigit('898860123456789012')}`
  const twenty = `8988601234567890123${luhnCheckDigit('8988601234567890123')}`

  it('takes 19 or 20 digits starting with 89 whose last digit checks, grouped as printed or not', () => {
    expect(isIccid(nineteen)).toBe(true)
    expect(isIccid(twenty)).toBe(true)
    expect(isIccid(twenty.replace(/(\d{4})/g, '$1 ').trim())).toBe(true)
    expect(isIccid(twenty.replace(/(\d{5})/g, '$1-').replace(/-$/, ''))).toBe(true)
  })

  it('refuses a typo: one wrong digit, two neighbours swapped', () => {
    const wrong = `${nineteen.slice(0, 10)}${(Number(nineteen[10]) + 1) % 10}${nineteen.slice(11)}`
    expect(isIccid(wrong)).toBe(false)
    const swapped = `${twenty.slice(0, 6)}${twenty[7]}${twenty[6]}${twenty.slice(8)}`
    expect(swapped).not.toBe(twenty)
    expect(isIccid(swapped)).toBe(false)
  })

  it('refuses other lengths, other prefixes and anything but digits', () => {
    const eighteen = `89886012345678901${luhnCheckDigit('89886012345678901')}`
    const twentyOne = `89886012345678901234${luhnCheckDigit('89886012345678901234')}`
    const notTelecom = `988601234567890123${luhnCheckDigit('988601234567890123')}`
    for (const text of [eighteen, twentyOne, notTelecom, `${nineteen.slice(0, -1)}F`, '', 'abc']) expect(isIccid(text), text).toBe(false)
  })

  it('Luhn: the check digit completes the number', () => {
    expect(hasLuhnCheckDigit('79927398713')).toBe(true)
    expect(hasLuhnCheckDigit('79927398710')).toBe(false)
    expect(luhnCheckDigit('7992739871')).toBe('3')
    expect(normaliseIccid('8988 6012-34')).toBe('8988601234')
  })
})
