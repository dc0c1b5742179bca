/** Rules about the buyer (spec §5): English passport name, minimum age 18. */
import { isIsoDate } from './dates'

export const MINIMUM_AGE = 18
/** Taiwan's age of majority (Civil Code art. 12, 18 since 2023-01-01): below it a guardian would have to consent. */
export const AGE_OF_MAJORITY = 18

/**
 * Latin letters with any diacritics (Vietnamese Nguyễn, Đặng; Polish Łukasz; French Zoë), spaces, hyphens and
 * apostrophes, as printed on a passport. Checked in NFC, so a name typed with combining marks (some Vietnamese
 * keyboards) passes as the same name precomposed.
 */
export const PASSPORT_NAME = /^[\p{Script=Latin}\p{M}]+(?:[ '’-][\p{Script=Latin}\p{M}]+)*$/u

export function isPassportName(value: string): boolean {
  const name = value.normalize('NFC').trim()
  return name.length <= 50 && PASSPORT_NAME.test(name) && !/^\p{M}/u.test(name)
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day (both calendar dates). */
export function ageOn(birthDate: string, onDate: string): number {
  if (!isIsoDate(birthDate) || !isIsoDate(onDate)) throw new RangeError('dates must be YYYY-MM-DD')
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

export type AgeCheck = { age: number; allowed: boolean; guardianRequired: boolean }

export function checkBuyerAge(birthDate: string, today: string): AgeCheck {
  const age = ageOn(birthDate, today)
  return { age, allowed: age >= MINIMUM_AGE && age < 130, guardianRequired: age >= MINIMUM_AGE && age < AGE_OF_MAJORITY }
}

/** Gender choices of the member profile (spec §3). */
export const GENDERS = ['male', 'female', 'undisclosed'] as const
export type Gender = (typeof GENDERS)[number]

/** A member's own birthday on the profile: a real past date and 18 or older on `today` (YYYY-MM-DD). */
export function isAdultOn(birthDate: string, today: string): boolean {
  if (!isIsoDate(birthDate) || !isIsoDate(today) || birthDate > today) return false
  return checkBuyerAge(birthDate, today).allowed
}

/**
 * A traveller's passport name as the language writes a person: family name first in Chinese, Japanese, Korean and
 * Vietnamese ("KIM MINSU", "NGUYEN THI LAN"), given names first in English ("MINSU KIM"). One rule for the
 * confirmation step, the order lists, the order page and the mails.
 */
export function personName(locale: string, surname: string | null | undefined, givenName: string | null | undefined): string {
  const parts = locale === 'en' ? [givenName, surname] : [surname, givenName]
  return parts.map((part) => (part ?? '').trim()).filter(Boolean).join(' ')
}
