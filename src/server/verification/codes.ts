import 'server-only'

import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { Payload, PayloadRequest, Where } from 'payload'

import { tooManyAttempts } from '@/domain/errors'
import { CODE_CHECK_POLICY, CODE_SEND_LIMITS } from '@/domain/throttle'
import type { Locale } from '@/domain/locale'
import { RESEND_SECONDS } from '@/domain/verificationCode'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, hashCode, newCode, normaliseEmail, normalisePhone, sameHash } from '@/domain/verification'
import { consumeLiveCode, returnCodeTry, takeCodeTry, voidCodes } from '@/server/db/queries/verificationCodes'
import { sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { enqueueMail } from '@/server/mail/queue'
import { forgetAttempts, hit, refundAttempt, reserveAttempt, type Limit } from '@/server/rateLimit'
import { enqueueSms } from '@/server/sms/queue'

export type CodePurpose = 'orderContact' | 'passwordReset' | 'emailChange' | 'orderLookup' | 'phoneVerify'
export type Channel = 'email' | 'sms'

/** Codes one client address may ask for per hour; SEND_LIMIT_PER_IP_HOUR raises it where many travellers share one address (airport Wi-Fi). */
function perIpHourLimit(value = process.env.SEND_LIMIT_PER_IP_HOUR): number {
  const limit = Number(value)
  return Number.isInteger(limit) && limit > 0 ? limit : 20
}

/** Send limits: per address and client, per address (CODE_SEND_LIMITS), per IP and per phone-number prefix against SMS pumping. */
export const SEND_LIMITS = {
  ...CODE_SEND_LIMITS,
  perIpHour: perIpHourLimit(),
  perPhonePrefixHour: 30,
} as const

/**
 * An address's own send limits, in the order they are counted: the client's share first, so a burst from one client
 * that its share refuses does not use up what the address has for every other client (its owner among them).
 */
export function addressSendLimits(name: string, address: string, ip: string): Limit[] {
  const mine = `${address}|${ip}`
  return [
    { name: `${name}-min`, key: mine, max: SEND_LIMITS.perClientMinute, windowSeconds: RESEND_SECONDS },
    { name: `${name}-hour`, key: mine, max: SEND_LIMITS.perClientHour, windowSeconds: 3600 },
    { name: `${name}-day`, key: mine, max: SEND_LIMITS.perClientDay, windowSeconds: 24 * 3600 },
    { name: `${name}-all-hour`, key: address, max: SEND_LIMITS.overallHour, windowSeconds: 3600 },
    { name: `${name}-all-day`, key: address, max: SEND_LIMITS.overallDay, windowSeconds: 24 * 3600 },
  ]
}

const target = (channel: Channel, address: string) => (channel === 'email' ? normaliseEmail(address) : normalisePhone(address))

/** +CC and the first three national digits: a range an SMS pumping attack would cycle through. */
export function phonePrefix(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed ? `+${parsed.countryCallingCode}${parsed.nationalNumber.slice(0, 3)}` : normalisePhone(phone).slice(0, 6)
}

/**
 * The accounts a code sent to `to` may reset: by e-mail, the account of that e-mail; by SMS, those whose phone is that
 * number AND was confirmed by the member with an SMS code (a number typed on an order, mistyped or changed by staff
 * would otherwise hand the account to whoever owns the number).
 */
export const resettableAccounts = (channel: Channel, to: string): Where =>
  channel === 'email' ? { email: { equals: to } } : { and: [{ phone: { equals: to } }, { verifiedPhone: { equals: to } }] }

async function accountExists(payload: Payload, where: Where): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'members', where, overrideAccess: true })
  return totalDocs > 0
}

/**
 * Creates and sends a code. The reply is the same whether or not an account exists: for a password
 * reset to an unknown address (or an e-mail change to a taken one) nothing is sent, but limits are
 * counted all the same.
 */
export async function sendCode(
  payload: Payload,
  opts: {
    purpose: CodePurpose
    channel: Channel
    address: string
    locale: Locale
    ip: string
    /** Sends only when this says so (an order lookup for an order that exists); the limits count either way. */
    sendIf?: (to: string) => Promise<boolean>
  },
): Promise<void> {
  // A programming error, refused before anything is counted or stored.
  if (opts.purpose === 'phoneVerify' && opts.channel !== 'sms') throw new Error('a phone is confirmed by a code sent to it by SMS, never by e-mail')
  const to = target(opts.channel, opts.address)
  const perAddress = addressSendLimits(`code-${opts.channel}`, to, opts.ip)
  const shared: Limit[] = [{ name: 'code-ip-hour', key: opts.ip, max: SEND_LIMITS.perIpHour, windowSeconds: 3600 }]
  if (opts.channel === 'sms') shared.push({ name: 'code-sms-prefix-hour', key: phonePrefix(to), max: SEND_LIMITS.perPhonePrefixHour, windowSeconds: 3600 })
  const now = Date.now()
  // The address's own limits first. A burst at one address that they refuse sends nothing, and does not use up the
  // limits it shares with other addresses (its IP, its number range): counted there too, 40 requests at once could
  // spend the range's 30 before the one that may send got to it, and nothing would be sent at all.
  // Within the address's own limits likewise: one the per-minute limit refuses is not counted against the hourly one
  // (39 refused requests of a burst could otherwise push the hour over before the one let through counted there).
  const exceeded = (await hit(payload, perAddress, now, { stopAtFirst: true })) ?? (await hit(payload, shared, now))
  if (exceeded) {
    // Nothing is sent: the reply says so and until when (the end of the limit's window), so the form can say it too.
    const windowMs = exceeded.windowSeconds * 1000
    throw tooManyAttempts(Math.ceil((Math.floor(now / windowMs) * windowMs + windowMs - now) / 1000), 'tooManyCodes')
  }

  if (opts.purpose === 'passwordReset' && !(await accountExists(payload, resettableAccounts(opts.channel, to)))) return
  // A member's new e-mail that already belongs to an account: nothing is sent, and the reply is the same.
  if (opts.purpose === 'emailChange' && (await accountExists(payload, { email: { equals: to } }))) return
  if (opts.sendIf && !(await opts.sendIf(to))) return

  const code = newCode()
  const db = await sqlHandle(payload)
  // Only the newest code for an address and purpose is valid.
  await voidCodes(db, opts.purpose, to)
  await payload.create({
    collection: 'verification-codes',
    overrideAccess: true,
    data: {
      purpose: opts.purpose,
      channel: opts.channel,
      target: to,
      codeHash: hashCode(payloadSecret(), opts.purpose, to, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS).toISOString(),
      attempts: 0,
    },
  })
  if (opts.channel === 'sms') await enqueueSms(payload, { kind: 'verificationCode', to, locale: opts.locale, data: { code } })
  else if (opts.purpose !== 'phoneVerify') await enqueueMail(payload, { kind: 'verificationCode', to, locale: opts.locale, data: { code, purpose: opts.purpose } })
}

const checkBucket = (purpose: CodePurpose, to: string, ip: string) => `code-check:${purpose}:${to}|${ip}`

/**
 * Compares `code` with the newest live code for `to`, taking one of its five tries atomically BEFORE
 * comparing: the UPDATE counts only while fewer than 5 were made, so 40 parallel guesses compare at most
 * 5 times and the fifth wrong one voids the code. A right code gives its try back. Returns its id.
 */
export async function matchCode(payload: Payload, purpose: CodePurpose, to: string, code: string): Promise<number | null> {
  const id = await matchCodeKeepingTry(payload, purpose, to, code)
  if (id !== null) await giveTryBack(payload, id)
  return id
}

/**
 * matchCode for a caller that uses a right code up at once (consumeCode in its transaction), which makes the try
 * moot: the try stays taken, one statement fewer. If the caller then does not use the code up (its transaction
 * failed), it must give the try back (giveTryBack) — a right code never costs one of its five.
 */
export async function matchCodeKeepingTry(payload: Payload, purpose: CodePurpose, to: string, code: string): Promise<number | null> {
  const row = await takeCodeTry(await sqlHandle(payload), purpose, to, MAX_CODE_ATTEMPTS)
  if (!row || !sameHash(row.codeHash, hashCode(payloadSecret(), purpose, to, code))) return null
  return Number(row.id)
}

/** Gives back the try a right code took (matchCodeKeepingTry). */
export async function giveTryBack(payload: Payload, id: number): Promise<void> {
  await returnCodeTry(await sqlHandle(payload), id)
}

/** Uses up a matched code inside `req`'s transaction; false when another request used it first. */
export async function consumeCode(payload: Payload, req: PayloadRequest, id: number): Promise<boolean> {
  const db = await sqlHandle(payload, req)
  return consumeLiveCode(db, id)
}

export type CodeCheck<T> = { ok: true; value: T } | { ok: false }

/**
 * One guarded check of a code sent to `address` from client `ip`: refused (429 with the wait) while that client is
 * in back-off at this address after too many wrong codes — counted over all its codes, so neither a used nor an
 * expired code can be guessed at — and counted as a failure unless it succeeds. Another client (the owner) is not
 * held up by it; what bounds many clients together is the code's own tries (matchCode) and the send limits.
 * `check` gets the normalised address and returns null for "wrong"; an error it throws (another field's problem)
 * is not held against the client. Runs outside any transaction: `check` may open one.
 */
export async function guardedCodeCheck<T>(
  payload: Payload,
  opts: { purpose: CodePurpose; channel: Channel; address: string; ip: string },
  check: (to: string) => Promise<T | null>,
): Promise<CodeCheck<T>> {
  const to = target(opts.channel, opts.address)
  const bucket = checkBucket(opts.purpose, to, opts.ip)
  const attempt = await reserveAttempt(payload, bucket, CODE_CHECK_POLICY)
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tooManyAttempts')
  let value: T | null
  try {
    value = await check(to)
  } catch (error) {
    await refundAttempt(payload, bucket)
    throw error
  }
  if (value === null) return { ok: false }
  await forgetAttempts(payload, bucket)
  return { ok: true, value }
}

/** Checks a code sent to `address` without using it up (the order form's check before placing). */
export async function verifyCode(
  payload: Payload,
  opts: { purpose: CodePurpose; channel: Channel; address: string; code: string; ip: string },
): Promise<boolean> {
  const result = await guardedCodeCheck(payload, opts, (to) => matchCode(payload, opts.purpose, to, opts.code))
  return result.ok
}
