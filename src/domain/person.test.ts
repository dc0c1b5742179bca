import { describe, expect, it } from 'vitest'

import { ageOn, checkBuyerAge, isAdultOn, isPassportName, personName } from './person'

describe('passport names', () => {
  it.each(['CHEN', 'Mary Ann', "O'NEIL", 'Jean-Luc', 'NGUYEN VAN AN', 'Zoë', 'Nguyễn', 'Thị Thu', 'Đặng', 'Łukasz', 'Nguye\u0302\u0303n'])('accepts %s', (name) => {
    expect(isPassportName(name)).toBe(true)
  })
  it.each(['陳', '山田', '김', 'A1', 'Bob!', '', ' - ', "Anne--Marie", 'x'.repeat(51), 'Иван', '\u0303n', 'Nguyễn 阮'])('rejects %s', (name) => {
    expect(isPassportName(name)).toBe(false)
  })
})

describe('buyer age', () => {
  it('counts whole years, birthday included', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18)
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17)
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21)
  })
  it('allows 18+, and an adult of 18 needs no guardian (age of majority 18 since 2023)', () => {
    expect(checkBuyerAge('2008-11-22', '2026-11-21')).toEqual({ age: 17, allowed: false, guardianRequired: false })
    expect(checkBuyerAge('2008-11-21', '2026-11-21')).toEqual({ age: 18, allowed: true, guardianRequired: false })
    expect(checkBuyerAge('2007-11-21', '2026-11-21')).toEqual({ age: 19, allowed: true, guardianRequired: false })
    expect(checkBuyerAge('2006-11-21', '2026-11-21')).toEqual({ age: 20, allowed: true, guardianRequired: false })
  })
  it('refuses malformed dates', () => {
    expect(() => ageOn('2008-13-01', '2026-11-21')).toThrow(RangeError)
  })
})

describe('isAdultOn (member profile)', () => {
  it('is true from the 18th birthday on', () => {
    expect(isAdultOn('2008-11-24', '2026-11-24')).toBe(true)
    expect(isAdultOn('2008-11-25', '2026-11-24')).toBe(false)
    expect(isAdultOn('1960-02-29', '2026-11-24')).toBe(true)
  })
  it('refuses impossible and future dates', () => {
    expect(isAdultOn('2030-01-01', '2026-11-24')).toBe(false)
    expect(isAdultOn('1850-01-01', '2026-11-24')).toBe(false)
    expect(isAdultOn('1990-02-30', '2026-11-24')).toBe(false)
    expect(isAdultOn('not a date', '2026-11-24')).toBe(false)
  })
})

describe('personName', () => {
  it('writes the family name first in Chinese, Japanese, Korean and Vietnamese, the given names first in English', () => {
    expect(personName('ko', 'KIM', 'MINSU')).toBe('KIM MINSU')
    expect(personName('vi', 'NGUYEN', 'THI LAN')).toBe('NGUYEN THI LAN')
    expect(personName('zh-TW', 'CHEN', 'MEI LING')).toBe('CHEN MEI LING')
    expect(personName('en', 'KIM', 'MINSU')).toBe('MINSU KIM')
    expect(personName('ja', ' SATO ', null)).toBe('SATO')
    expect(personName('en', '', '')).toBe('')
  })
})
