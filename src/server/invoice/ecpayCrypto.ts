/**
 * The `Data` field of ECPay's AES-JSON APIs (B2C e-invoice among them), as ECPay documents it in
 * "參數加密方式說明 / Encryption method description" (developers.ecpay.com.tw, B2C 電子發票介接技術文件,
 * English p=22160): the JSON is URL-encoded, encrypted with AES-128-CBC and PKCS7 padding using the
 * merchant's HashKey as key and HashIV as IV, and sent as base64. Replies come back the same way.
 *
 * The URL encoding is PHP's urlencode() (ECPay's SDK, ECPay/SDK_PHP src/Services/AesService.php):
 * spaces become "+", every byte but A-Z a-z 0-9 - _ . is percent-encoded with capital hex digits.
 * encodeURIComponent leaves ! ' ( ) * ~ alone, so they are encoded here; ECPay's published test vectors
 * (ECPay/ECPay-API-Skill test-vectors/aes-encryption.json) pin exactly these bytes.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto'

const ALGORITHM = 'aes-128-cbc'

export type EcpayKeys = { hashKey: string; hashIv: string }

/** PHP urlencode() (RFC 1866 form encoding): what ECPay encrypts. */
export function phpUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** PHP urldecode(): "+" is a space (ECPay's replies encode dates as 2019-09-17+17%3A50%3A46). */
export function phpUrlDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, '%20'))
}

function keyMaterial({ hashKey, hashIv }: EcpayKeys) {
  const key = Buffer.from(hashKey, 'utf8')
  const iv = Buffer.from(hashIv, 'utf8')
  if (key.length !== 16 || iv.length !== 16) throw new Error('ECPay HashKey and HashIV must be 16 characters each')
  return { key, iv }
}

/** JSON → urlencode → AES-128-CBC (PKCS7) → base64. */
export function encryptData(data: unknown, keys: EcpayKeys): string {
  const { key, iv } = keyMaterial(keys)
  const cipher = createCipheriv(ALGORITHM, key, iv)
  return Buffer.concat([cipher.update(phpUrlEncode(JSON.stringify(data)), 'utf8'), cipher.final()]).toString('base64')
}

/** base64 → AES-128-CBC (PKCS7) → urldecode → JSON. Throws on a wrong key, bad padding or bad JSON. */
export function decryptData<T = unknown>(data: string, keys: EcpayKeys): T {
  const { key, iv } = keyMaterial(keys)
  const decipher = createDecipheriv(ALGORITHM, key, iv)
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8')
  return JSON.parse(phpUrlDecode(plain)) as T
}
