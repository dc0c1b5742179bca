/**
 * Serial numbers (redemption numbers) that BBC partners hand to travellers: read out and typed by
 * people, so the alphabet has no 0/O, 1/I/L (nor U, which reads as V); the random part comes from a
 * CSPRNG (Web Crypto, in Node and browsers alike) and a check character (Luhn mod 30) refuses a typo
 * before any lookup. 12 random characters of 30 are 30^12 ≈ 2^59 numbers per prefix: with a few thousand
 * live serials and a per-address back-off on unknown numbers, guessing one is hopeless.
 */
export const SERIAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const BASE = SERIAL_ALPHABET.length

/** Random characters after the prefix (the check character comes on top). */
export const SERIAL_RANDOM_LENGTH = 12
export const SERIAL_PREFIX_MAX = 6
/** The longest number a request may carry, with separators: checked by the schema. */
export const SERIAL_INPUT_MAX = 40

const CHAR = new RegExp(`^[${SERIAL_ALPHABET}]+$`)

/** As typed → as stored: upper case, without spaces and hyphens (printed numbers are grouped). */
export function normaliseSerial(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '')
}

/** A batch prefix staff may choose: up to 6 characters of the alphabet (empty is fine). */
export const isSerialPrefix = (prefix: string): boolean => prefix === '' || (prefix.length <= SERIAL_PREFIX_MAX && CHAR.test(prefix))

/** Luhn mod N over the alphabet: catches every single wrong character and every swap of neighbours but one pair ('2Z' ↔ 'Z2'). */
export function checkCharacter(body: string): string {
  let sum = 0
  let double = true
  for (let i = body.length - 1; i >= 0; i--) {
    const value = SERIAL_ALPHABET.indexOf(body[i]!)
    if (value < 0) throw new Error(`not a serial character: ${body[i]}`)
    let addend = double ? value * 2 : value
    addend = Math.floor(addend / BASE) + (addend % BASE)
    sum += addend
    double = !double
  }
  return SERIAL_ALPHABET[(BASE - (sum % BASE)) % BASE]!
}

/** Could this (normalised) number have been issued? Shape and check character only — no lookup. */
export function isWellFormedSerial(serial: string): boolean {
  if (serial.length < SERIAL_RANDOM_LENGTH + 1 || serial.length > SERIAL_RANDOM_LENGTH + 1 + SERIAL_PREFIX_MAX) return false
  if (!CHAR.test(serial)) return false
  return checkCharacter(serial.slice(0, -1)) === serial.slice(-1)
}

/** Uniform random characters of the alphabet (rejection sampling: no modulo bias). */
function randomCharacters(count: number, random: (bytes: Uint8Array) => Uint8Array): string {
  const limit = 256 - (256 % BASE)
  let out = ''
  while (out.length < count) {
    for (const byte of random(new Uint8Array(count * 2))) {
      if (byte < limit && out.length < count) out += SERIAL_ALPHABET[byte % BASE]
    }
  }
  return out
}

const webCrypto = (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes)

/** A new serial number: prefix + 12 random characters + the check character. */
export function generateSerialNumber(prefix = '', random: (bytes: Uint8Array) => Uint8Array = webCrypto): string {
  const clean = normaliseSerial(prefix)
  if (!isSerialPrefix(clean)) throw new Error(`a serial prefix is up to ${SERIAL_PREFIX_MAX} characters of ${SERIAL_ALPHABET}`)
  const body = clean + randomCharacters(SERIAL_RANDOM_LENGTH, random)
  return body + checkCharacter(body)
}

/** `count` distinct new serial numbers (a batch for a partner). */
export function generateSerialBatch(count: number, prefix = '', random?: (bytes: Uint8Array) => Uint8Array): string[] {
  const codes = new Set<string>()
  while (codes.size < count) codes.add(generateSerialNumber(prefix, random))
  return [...codes]
}

/** For print and screen: groups of four, e.g. BBC7-K3QX-M9TA-HPR. */
export const formatSerial = (serial: string): string => serial.match(/.{1,4}/g)?.join('-') ?? serial

export const SERIAL_STATUSES = ['unused', 'used'] as const
export type SerialStatus = (typeof SERIAL_STATUSES)[number]

/** Why a serial cannot be redeemed now (each has its own message), or 'ok'. */
export type SerialState = 'ok' | 'used' | 'expired' | 'notYetValid'

/**
 * Whether a stored serial may be redeemed on Taipei date `today`: unused, and `today` within its validity
 * (both ends included; a missing end is open). Dates are Taipei calendar dates (YYYY-MM-DD).
 */
export function serialState(serial: { status: SerialStatus; validFrom?: string | null; validUntil?: string | null }, today: string): SerialState {
  if (serial.status === 'used') return 'used'
  if (serial.validFrom && today < serial.validFrom) return 'notYetValid'
  if (serial.validUntil && today > serial.validUntil) return 'expired'
  return 'ok'
}
