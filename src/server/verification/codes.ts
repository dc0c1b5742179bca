import { sql } from '@payloadcms/db-postgres'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { Payload, PayloadRequest, Where } from 'payload'

import { ApiError } from '@/api/errors'
import type { Locale } from '@/domain/locale'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, hashCode, newCode, normaliseEmail, normalisePhone, sameHash } from '@/domain/verification'
import { sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { enqueueMail } from '@/server/mail/queue'
import { hit, type Limit } from '@/server/rateLimit'
import { enqueueSms } from '@/server/sms/queue'

export type CodePurpose = 'orderContact' | 'passwordReset'
export type Channel = 'email' | 'sms'

/** Send limits (issue: per address, per IP and per phone-number prefix against SMS pumping). */
export const SEND_LIMITS = {
  perAddressMinute: 1,
  perAddressHour: 5,
  perIpHour: 20,
  perPhonePrefixHour: 30,
} as const

const target = (channel: Channel, address: string) => (channel === 'email' ? normaliseEmail(address) : normalisePhone(address))

/** +CC and the first three national digits: a range an SMS pumping attack would cycle through. */
export function phonePrefix(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed ? `+${parsed.countryCallingCode}${parsed.nationalNumber.slice(0, 3)}` : normalisePhone(phone).slice(0, 6)
}

async function accountExists(payload: Payload, channel: Channel, address: string): Promise<boolean> {
  const where: Where = channel === 'email' ? { email: { equals: address } } : { phone: { equals: address } }
  const { totalDocs } = await payload.count({ collection: 'members', where })
  return totalDocs > 0
}

/**
 * Creates and sends a code. The reply is the same whether or not an account exists: for a password
 * reset to an unknown address nothing is sent, but limits are counted all the same.
 */
export async function sendCode(
  payload: Payload,
  opts: { purpose: CodePurpose; channel: Channel; address: string; locale: Locale; ip: string },
): Promise<void> {
  const to = target(opts.channel, opts.address)
  const limits: Limit[] = [
    { name: `code-${opts.channel}-min`, key: to, max: SEND_LIMITS.perAddressMinute, windowSeconds: 60 },
    { name: `code-${opts.channel}-hour`, key: to, max: SEND_LIMITS.perAddressHour, windowSeconds: 3600 },
    { name: 'code-ip-hour', key: opts.ip, max: SEND_LIMITS.perIpHour, windowSeconds: 3600 },
  ]
  if (opts.channel === 'sms') limits.push({ name: 'code-sms-prefix-hour', key: phonePrefix(to), max: SEND_LIMITS.perPhonePrefixHour, windowSeconds: 3600 })
  if (await hit(payload, limits)) throw new ApiError(429, 'tooManyRequests')

  if (opts.purpose === 'passwordReset' && !(await accountExists(payload, opts.channel, to))) return

  const code = newCode()
  const db = await sqlHandle(payload)
  // Only the newest code for an address and purpose is valid.
  await db.execute(sql`update verification_codes set consumed_at = now()
    where purpose = ${opts.purpose} and target = ${to} and consumed_at is null`)
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
  if (opts.channel === 'email') {
    await enqueueMail(payload, { kind: 'verificationCode', to, locale: opts.locale, data: { code, purpose: opts.purpose } })
  } else {
    await enqueueSms(payload, { kind: 'verificationCode', to, locale: opts.locale, data: { code } })
  }
}

type LiveCode = { id: number; codeHash: string; attempts: number }

async function liveCode(payload: Payload, purpose: CodePurpose, to: string, req?: Partial<PayloadRequest>): Promise<LiveCode | null> {
  const db = await sqlHandle(payload, req)
  const result = await db.execute(sql`select id, code_hash as "codeHash", attempts from verification_codes
    where purpose = ${purpose} and target = ${to} and consumed_at is null and expires_at > now() and attempts < ${MAX_CODE_ATTEMPTS}
    order by created_at desc limit 1`)
  return (result.rows[0] as LiveCode | undefined) ?? null
}

/**
 * Checks a code for one of `addresses` (e-mail or phone). A wrong code counts an attempt (the fifth
 * voids it) and that count is kept even if the caller's transaction fails. With `consume`, a right
 * code is used up atomically inside `req`'s transaction: it can serve one order only.
 */
export async function verifyCode(
  payload: Payload,
  opts: { purpose: CodePurpose; addresses: { channel: Channel; address: string }[]; code: string; consumeIn?: PayloadRequest },
): Promise<boolean> {
  const secret = payloadSecret()
  const candidates: (LiveCode & { to: string })[] = []
  for (const { channel, address } of opts.addresses) {
    const to = target(channel, address)
    const live = await liveCode(payload, opts.purpose, to, opts.consumeIn)
    if (live) candidates.push({ ...live, to })
  }
  const match = candidates.find((c) => sameHash(c.codeHash, hashCode(secret, opts.purpose, c.to, opts.code)))
  if (!match) {
    const db = await sqlHandle(payload)
    for (const c of candidates) await db.execute(sql`update verification_codes set attempts = attempts + 1 where id = ${c.id}`)
    return false
  }
  if (!opts.consumeIn) return true
  const db = await sqlHandle(payload, opts.consumeIn)
  const used = await db.execute(sql`update verification_codes set consumed_at = now()
    where id = ${match.id} and consumed_at is null and expires_at > now() returning id`)
  return used.rows.length === 1
}
