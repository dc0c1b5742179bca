import { describe, expect, it } from 'vitest'

import {
  checkCharacter,
  formatSerial,
  generateSerialBatch,
  generateSerialNumber,
  isSerialPrefix,
  isWellFormedSerial,
  normaliseSerial,
  SERIAL_ALPHABET,
  SERIAL_RANDOM_LENGTH,
  serialState,
} from './serialNumber'

describe('serial numbers', () => {
  it('use no ambiguous characters', () => {
    for (const c of '0O1IL') expect(SERIAL_ALPHABET).not.toContain(c)
    expect(new Set(SERIAL_ALPHABET).size).toBe(SERIAL_ALPHABET.length)
  })

  it('are prefix + 12 random characters + a check character, well formed', () => {
    const serial = generateSerialNumber('BBC')
    expect(serial).toMatch(new RegExp(`^BBC[${SERIAL_ALPHABET}]{${SERIAL_RANDOM_LENGTH + 1}}$`))
    expect(isWellFormedSerial(serial)).toBe(true)
    expect(generateSerialNumber()).toHaveLength(SERIAL_RANDOM_LENGTH + 1)
  })

  it('refuse a prefix with ambiguous or too many characters', () => {
    expect(isSerialPrefix('BBC7')).toBe(true)
    expect(isSerialPrefix('')).toBe(true)
    expect(isSerialPrefix('B0C')).toBe(false)
    expect(isSerialPrefix('ABCDEFG')).toBe(false)
    expect(() => generateSerialNumber('IO')).toThrow()
  })

  it('catch every single wrong character, and every swap of neighbours but the first and last characters of the alphabet', () => {
    // Luhn mod N's one blind spot, as 09 ↔ 90 in decimal Luhn.
    const blind = new Set([SERIAL_ALPHABET[0]! + SERIAL_ALPHABET.at(-1)!, SERIAL_ALPHABET.at(-1)! + SERIAL_ALPHABET[0]!])
    for (const serial of generateSerialBatch(40, 'X')) {
      for (let i = 0; i < serial.length; i++) {
        for (const c of SERIAL_ALPHABET) {
          if (c === serial[i]) continue
          expect(isWellFormedSerial(serial.slice(0, i) + c + serial.slice(i + 1))).toBe(false)
        }
        const pair = serial.slice(i, i + 2)
        if (pair.length === 2 && pair[0] !== pair[1] && !blind.has(pair))
          expect(isWellFormedSerial(serial.slice(0, i) + serial[i + 1] + serial[i] + serial.slice(i + 2)), `${serial} swap at ${i}`).toBe(false)
      }
    }
  })

  it('draw from a CSPRNG uniformly: every character appears, no run of duplicates in a batch', () => {
    const batch = generateSerialBatch(500, 'T')
    expect(new Set(batch).size).toBe(500)
    const seen = new Set(batch.flatMap((s) => [...s.slice(1, -1)]))
    expect(seen.size).toBe(SERIAL_ALPHABET.length)
  })

  it('use the random source given (no modulo bias: bytes beyond the last full round are skipped)', () => {
    let n = 0
    const bytes = (out: Uint8Array) => out.map(() => (n++ % 2 === 0 ? 255 : 0))
    // 255 is beyond 240 (8 × 30) and is skipped; 0 maps to '2'.
    expect(generateSerialNumber('', bytes).slice(0, 12)).toBe('222222222222')
  })

  it('normalise what people type and group for print', () => {
    expect(normaliseSerial(' bbc7-k3qx m9ta ')).toBe('BBC7K3QXM9TA')
    expect(formatSerial('BBC7K3QXM9TAH')).toBe('BBC7-K3QX-M9TA-H')
    const serial = generateSerialNumber('AB')
    expect(isWellFormedSerial(normaliseSerial(formatSerial(serial).toLowerCase()))).toBe(true)
  })

  it('refuse malformed input without throwing', () => {
    for (const bad of ['', 'SHORT', '0000000000000', 'X'.repeat(30), 'ABC$DEFGHJKMN']) expect(isWellFormedSerial(bad)).toBe(false)
    expect(checkCharacter('22')).toHaveLength(1)
  })

  it('say why a stored serial cannot be redeemed (Taipei dates, both ends included)', () => {
    const s = { status: 'unused' as const, validFrom: '2026-01-01', validUntil: '2026-12-31' }
    expect(serialState(s, '2026-01-01')).toBe('ok')
    expect(serialState(s, '2026-12-31')).toBe('ok')
    expect(serialState(s, '2025-12-31')).toBe('notYetValid')
    expect(serialState(s, '2027-01-01')).toBe('expired')
    expect(serialState({ ...s, status: 'used' }, '2026-06-01')).toBe('used')
    expect(serialState({ status: 'unused' }, '2099-01-01')).toBe('ok')
  })
})
