/**
 * Job rows outlive the request (a failed job keeps its input and its attempt log), so secrets in
 * mail/SMS data — a generated password, a one-time code — are stored sealed with AES-256-GCM under a
 * key derived from PAYLOAD_SECRET and opened only by the task that sends them.
 */
import 'server-only'

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { payloadSecret } from '@/server/env'

const PREFIX = 'sealed:v1:'

const key = () => createHash('sha256').update(`shop-job-secrets:${payloadSecret()}`).digest()

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX)
}

export function seal(value: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`
}

export function unseal(value: string): string {
  if (!isSealed(value)) return value
  const [iv, tag, body] = value.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('malformed sealed value')
  const decipher = createDecipheriv('aes-256-gcm', key(), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}

/** A copy of `data` with the string `fields` sealed (or opened). */
export function sealFields<T extends object>(data: T, fields: readonly string[]): T {
  const copy = { ...data } as Record<string, unknown>
  for (const field of fields) if (typeof copy[field] === 'string' && !isSealed(copy[field])) copy[field] = seal(copy[field])
  return copy as T
}

export function openFields<T extends object>(data: T, fields: readonly string[]): T {
  const copy = { ...data } as Record<string, unknown>
  for (const field of fields) if (isSealed(copy[field])) copy[field] = unseal(copy[field])
  return copy as T
}
