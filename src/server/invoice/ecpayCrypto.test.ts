import { describe, expect, it } from 'vitest'

import { decryptData, encryptData, phpUrlDecode, phpUrlEncode } from './ecpayCrypto'

/** ECPay's public stage keys of the e-invoice service (MerchantID 2000132), as in their documents. */
const STAGE = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' }

/**
 * Vectors published by ECPay: ECPay/ECPay-API-Skill test-vectors/aes-encryption.json, and the example
 * of "Encryption method description" in the B2C e-invoice document (developers.ecpay.com.tw p=22160).
 * The plaintexts are JSON exactly as written there (JSON.stringify keeps that key order and spacing).
 */
const VECTORS = [
  {
    name: 'documentation example {"Name":"Test","ID":"A123456789"}',
    data: { Name: 'Test', ID: 'A123456789' },
    urlEncoded: '%7B%22Name%22%3A%22Test%22%2C%22ID%22%3A%22A123456789%22%7D',
    base64: 'uvI4yrErM37XNQkXGAgRgJAgHn2t72jahaMZzYhWL1HmvH4WV18VJDP2i9pTbC+tby5nxVExLLFyAkbjbS2Dvg==',
  },
  {
    name: 'insertion-order keys (MerchantID, BarCode)',
    data: { MerchantID: '2000132', BarCode: '/1234567' },
    urlEncoded: '%7B%22MerchantID%22%3A%222000132%22%2C%22BarCode%22%3A%22%2F1234567%22%7D',
    base64: 'XeEOdHpTRvxKEqs/JD9RSd16s7VtpyWVCN6AV44pKTW3DVa6yI7vKmjBRp2eulDhXoru/qBqFDBH3fEqlkMn3bbJfJBfGAq+v+SvttutYnc=',
  },
  {
    name: 'special characters !*\'()~ are percent-encoded',
    data: { Name: "test!*'()~value" },
    urlEncoded: '%7B%22Name%22%3A%22test%21%2A%27%28%29%7Evalue%22%7D',
    base64: 'uvI4yrErM37XNQkXGAgRgBuDOiJoVs72Xn/rum9Ejl1DSna4HyLSoY7764PmhTR7JXb9jJWLSjCGcZEDeFiABg==',
  },
  {
    name: 'a plaintext of exactly two blocks gets a whole padding block',
    data: { N: '1234567890' },
    urlEncoded: '%7B%22N%22%3A%221234567890%22%7D',
    base64: 'gVwWJnIpl1m3ZDypcRAjiCctilYnQhHn4h8OzJP5IxQPov7HuysXX+jPONvrHS7Z',
  },
  {
    name: 'UTF-8 Chinese item name',
    data: { MerchantID: '2000132', ItemName: '綠界科技測試商品' },
    urlEncoded: '%7B%22MerchantID%22%3A%222000132%22%2C%22ItemName%22%3A%22%E7%B6%A0%E7%95%8C%E7%A7%91%E6%8A%80%E6%B8%AC%E8%A9%A6%E5%95%86%E5%93%81%22%7D',
    base64:
      'XeEOdHpTRvxKEqs/JD9RSd16s7VtpyWVCN6AV44pKTVKsXddZRgV+Cle9oeB2PqsEC2O0oDi4kObiCtdGznG9aAX69Kj0//VjGXhieBYZ3RuGW9v20xQyBevaBwtOvg1lYjlDw6jsgfToGMUvlGsIJ2DO6/tbXjNZumnRgj2GCSj7LLDRBU3KlkUWji16nO1',
  },
]

describe('ECPay Data envelope (AES-128-CBC, PKCS7, PHP urlencode)', () => {
  it.each(VECTORS)('$name: encrypts to ECPay’s published bytes and decrypts back', ({ data, urlEncoded, base64 }) => {
    expect(phpUrlEncode(JSON.stringify(data))).toBe(urlEncoded)
    expect(encryptData(data, STAGE)).toBe(base64)
    expect(decryptData(base64, STAGE)).toEqual(data)
  })

  it('the documented example with the other merchant keys (3085676) too', () => {
    const keys = { hashKey: '7b53896b742849d3', hashIv: '37a0ad3c6ffa428b' }
    const base64 = 'oxmUqzelA4koGRQ+myZggW5qNqlVdytGJadngOuWA7jd1Fakpay72J/w5IXLIINqCYcmx7gLsaednuH54LjffA=='
    expect(encryptData({ Name: 'Test', ID: 'A123456789' }, keys)).toBe(base64)
    expect(decryptData(base64, keys)).toEqual({ Name: 'Test', ID: 'A123456789' })
  })

  it('reads replies encoded with lower-case hex and "+" for spaces (ECPay’s .NET encoder)', () => {
    expect(decryptData('ZD/z07UvdmL3aYz0tsVo+bFXF5VldNcns6ezyfea777KOmLiizrUNDYe+v1bh2QTT4AySf1NICgXxWXB6f7c6A==', STAGE)).toEqual({ Name: 'Test', ID: 'A123456789' })
    expect(phpUrlDecode('2019-09-17+17%3a50%3a46')).toBe('2019-09-17 17:50:46')
    expect(phpUrlEncode('a b+c')).toBe('a+b%2Bc')
  })

  it('a round trip keeps every value of an issue request', () => {
    const data = { RelateNumber: 'TW2612037K3QXM', CustomerEmail: 'a+b@example.com', CarrierNum: '/AB+C-12', Items: [{ ItemName: 'SIM 卡 & eSIM 5 天', ItemPrice: 450.5 }] }
    expect(decryptData(encryptData(data, STAGE), STAGE)).toEqual(data)
  })

  it('refuses a wrong key, and keys that are not 16 characters', () => {
    const other = { hashKey: 'AAAAAAAAAAAAAAAA', hashIv: 'q9jcZX8Ib9LM8wYk' }
    expect(() => decryptData(VECTORS[0]!.base64, other)).toThrow()
    expect(() => encryptData({}, { hashKey: 'short', hashIv: STAGE.hashIv })).toThrow(/16 characters/)
  })
})
