import { describe, expect, it } from 'vitest'

import { GENERATED_PASSWORD_LENGTH, generatePassword, hashGeneratedPassword, isGeneratedHash, verifyGeneratedPassword } from './generatedPassword'

describe('generated member passwords', () => {
  it('are 12 letters and digits with at least one of each, and differ every time', () => {
    const passwords = Array.from({ length: 200 }, generatePassword)
    for (const password of passwords) {
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH)
      expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/)
      expect(password).not.toMatch(/[01lIoO]/) // no look-alikes to mistype from a mail
    }
    expect(new Set(passwords).size).toBe(passwords.length)
  })

  it('verify against their own salted hash only', () => {
    const password = generatePassword()
    const stored = hashGeneratedPassword(password)
    expect(isGeneratedHash(stored.hash)).toBe(true)
    expect(stored.hash).not.toContain(password)
    expect(verifyGeneratedPassword(stored, password)).toBe(true)
    expect(verifyGeneratedPassword(stored, password.toLowerCase() === password ? `${password}x` : password.toLowerCase())).toBe(false)
    expect(verifyGeneratedPassword({ ...stored, salt: hashGeneratedPassword(password).salt }, password)).toBe(false)
    // The same password gets a different salt and hash each time.
    expect(hashGeneratedPassword(password).hash).not.toBe(stored.hash)
  })

  it('never accept a hash of another scheme (Payload PBKDF2) or a missing one', () => {
    expect(verifyGeneratedPassword({ hash: 'pbkdf2-sha256-v1:abcd', salt: 'x' }, 'anything1')).toBe(false)
    expect(verifyGeneratedPassword({}, 'anything1')).toBe(false)
  })
})
