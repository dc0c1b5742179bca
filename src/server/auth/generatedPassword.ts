/**
 * Passwords the shop generates for a new member (ordering makes the buyer a member).
 *
 * Payload hashes a password with PBKDF2-SHA256 at 600 000 iterations — about 200 ms of CPU, which is
 * right for a password a person chose, and would make every first order wait for it (and 50 orders a
 * second impossible on a small machine). A generated password is 12 random characters (~70 bits), so
 * a slow hash adds nothing: it is stored as HMAC-SHA256 under a per-member salt and a server-side key.
 * The first login with it replaces it by Payload's own hash (src/server/auth/memberLogin.ts), so from then on
 * the account is like any other.
 */
import 'server-only'

import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { normaliseEmail } from '@/domain/verification'
import { insertMemberIfNew } from '@/server/db/queries/members'
import { sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'

const PREFIX = 'shop-generated-hmac-sha256-v1:'
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
export const GENERATED_PASSWORD_LENGTH = 12

/** 12 letters and digits (the password rule: 6–12, both kinds), from a CSPRNG, without look-alikes. */
export function generatePassword(): string {
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!]
  const all = LETTERS + DIGITS
  while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(all[randomInt(all.length)]!)
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

const digest = (salt: string, password: string) =>
  createHmac('sha256', `shop-generated-password:${payloadSecret()}`).update(`${salt}:${password}`).digest()

export function hashGeneratedPassword(password: string): { hash: string; salt: string } {
  const salt = randomBytes(16).toString('hex')
  return { hash: PREFIX + digest(salt, password).toString('hex'), salt }
}

export const isGeneratedHash = (hash: unknown): hash is string => typeof hash === 'string' && hash.startsWith(PREFIX)

export function verifyGeneratedPassword(stored: { hash?: unknown; salt?: unknown }, password: string): boolean {
  if (!isGeneratedHash(stored.hash) || typeof stored.salt !== 'string') return false
  const expected = Buffer.from(stored.hash.slice(PREFIX.length), 'hex')
  const actual = digest(stored.salt, password)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** A new member's row, in the generated table's shape (the compiler checks each column). */
export type NewMemberData = Omit<Parameters<typeof insertMemberIfNew>[1], 'hash' | 'salt'>

/**
 * Creates a member account holding a generated password, inside the caller's transaction (`req`), unless a member
 * already has the e-mail: then null, and nothing is written. Written straight to the table
 * (src/server/db/queries/members.ts) because Payload's create would hash the password itself.
 */
export async function createMemberWithGeneratedPassword(
  payload: Payload,
  req: PayloadRequest,
  data: NewMemberData,
  password: string,
): Promise<{ id: number } | null> {
  const id = await insertMemberIfNew(await sqlHandle(payload, req), {
    ...data,
    email: normaliseEmail(data.email),
    ...hashGeneratedPassword(password),
  })
  return id === null ? null : { id }
}
