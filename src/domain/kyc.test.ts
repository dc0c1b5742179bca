import { describe, expect, it } from 'vitest'

import { base64DecodedBytes, canSubmitKyc, DOCUMENT_NUMBER, isBase64, maskDocumentNumber, sniffImageType } from './kyc'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png')
    expect(sniffImageType(new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]))).toBe('image/webp')
  })

  it('refuses everything else, whatever its name would say', () => {
    expect(sniffImageType(new Uint8Array(Buffer.from('%PDF-1.7\n')))).toBeNull()
    expect(sniffImageType(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull()
    expect(sniffImageType(new Uint8Array(Buffer.from('GIF89a')))).toBeNull()
    expect(sniffImageType(new Uint8Array(Buffer.from('RIFF1234WAVE')))).toBeNull()
    expect(sniffImageType(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull()
    // Truncated signatures are not images.
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull()
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull()
    expect(sniffImageType(new Uint8Array(Buffer.from('RIFF')))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})

describe('canSubmitKyc', () => {
  it('allows a first submission and a new one after a rejection only', () => {
    expect(canSubmitKyc(null)).toBe(true)
    expect(canSubmitKyc(undefined)).toBe(true)
    expect(canSubmitKyc('rejected')).toBe(true)
    expect(canSubmitKyc('submitted')).toBe(false)
    expect(canSubmitKyc('approved')).toBe(false)
  })
})

describe('maskDocumentNumber', () => {
  it('keeps the last four characters', () => {
    expect(maskDocumentNumber('A12345678')).toBe('•••••5678')
    expect(maskDocumentNumber('1234')).toBe('••••')
    expect(maskDocumentNumber('X1234567890123456789')).toBe('••••••••6789')
  })
})

describe('DOCUMENT_NUMBER', () => {
  it('takes letters and digits with inner spaces or hyphens', () => {
    expect(DOCUMENT_NUMBER.test('A1234567')).toBe(true)
    expect(DOCUMENT_NUMBER.test('AB-123 456')).toBe(true)
    expect(DOCUMENT_NUMBER.test('1234')).toBe(false)
    expect(DOCUMENT_NUMBER.test('-12345')).toBe(false)
    expect(DOCUMENT_NUMBER.test('A1234<script>')).toBe(false)
  })
})

describe('base64DecodedBytes', () => {
  it('counts decoded bytes from the text length', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100, 1001]) {
      const text = Buffer.alloc(n, 7).toString('base64')
      expect(base64DecodedBytes(text)).toBe(n)
    }
  })
})

describe('isBase64', () => {
  it('says what /^[A-Za-z0-9+/]+={0,2}$/ says', () => {
    const pattern = /^[A-Za-z0-9+/]+={0,2}$/
    for (const text of ['QUJD', 'QUI=', 'QQ==', 'QQ===', '', '==', 'a b', 'ab-c', 'ab_c', 'a+/9Z', '=abc', 'ab=c', 'é']) {
      expect(isBase64(text), JSON.stringify(text)).toBe(pattern.test(text))
    }
  })

  it('reads an image of ten million characters in one pass, where the regular expression overflowed the stack', () => {
    const huge = 'A'.repeat(12_000_000) + '=='
    expect(isBase64(huge)).toBe(true)
    expect(isBase64(`${huge.slice(0, -3)}!==`)).toBe(false)
  })
})
