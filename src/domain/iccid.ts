/**
 * A SIM card's serial number as printed on the card: its ICCID (ITU-T E.118) — 19 or 20 digits, starting with the
 * telecom industry's 89, the last one a Luhn check digit. The pickup desk records one per card handed over, so a
 * typo (one wrong or two swapped digits) is caught at the counter instead of registering the wrong card.
 */

export const ICCID_DIGITS = { min: 19, max: 20 } as const

/** The digits as typed or scanned: spaces and hyphens of a printed grouping taken out. */
export const normaliseIccid = (text: string) => text.replace(/[\s-]/g, '')

/** Does a string of digits end with its own Luhn check digit? */
export function hasLuhnCheckDigit(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** The Luhn check digit that completes `body` (digits only). */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (hasLuhnCheckDigit(`${body}${d}`)) return String(d)
  throw new RangeError('digits only')
}

/** An ICCID as the counter types it (grouping allowed): 89, then 17–18 more digits, the last its Luhn check digit. */
export function isIccid(text: string): boolean {
  const digits = normaliseIccid(text)
  return new RegExp(`^89\\d{${ICCID_DIGITS.min - 2},${ICCID_DIGITS.max - 2}}$`).test(digits) && hasLuhnCheckDigit(digits)
}
