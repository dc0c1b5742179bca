/**
 * The member's own account (issue 11): password change with the old password, password reset by a
 * code, and the profile with its verified e-mail change. The only ways a member's e-mail, password and
 * consent change (Payload's API refuses member tokens, src/api/payloadApiGuard.ts).
 */
import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { taipeiDate } from '@/domain/dates'
import { fieldRules, forbidden, ShopError, tooManyAttempts } from '@/domain/errors'
import { isLocale, type Locale } from '@/domain/locale'
import { isPartnerType } from '@/domain/roles'
import { LOGIN_ACCOUNT_POLICY } from '@/domain/throttle'
import { normaliseEmail, normalisePhone } from '@/domain/verification'
import type { ChangeDataInput, VerifyPhoneInput } from '@/lib/schemas/account'
import type { Member } from '@/payload-types'
import { memberLockKey, withAccountLock, withAccountLocks } from '@/server/auth/accountLock'
import { inTransaction } from '@/server/db/transaction'
import { enqueueMail } from '@/server/mail/queue'
import { isGeneratedHash, verifyGeneratedPassword } from '@/server/auth/generatedPassword'
import { legalVersions } from '@/server/catalog/legalVersions'
import { forgetAttempts, reserveAttempt } from '@/server/rateLimit'
import { smsAvailable } from '@/server/sms/provider'
import { consumeCode, guardedCodeCheck, matchCode, resettableAccounts, sendCode, type Channel } from '@/server/verification/codes'

/** Tells the Members hook (refuseUserPassword) that this update is the member's own verified change. */
export const VERIFIED_PASSWORD_CHANGE = 'verifiedPasswordChange'

type Stored = { id: number; hash?: string | null; salt?: string | null }

async function storedPassword(payload: Payload, id: number): Promise<Stored | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
    select: { hash: true, salt: true } as never,
  })
  return (docs[0] as Stored | undefined) ?? null
}

// Payload 3.90's stored forms (payload/dist/auth/strategies/local/generatePasswordSaltHash.js).
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const hashParameters = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 }

/** Does `password` match the stored hash (Payload's, or a generated password's)? Constant-time compare. */
async function passwordMatches(stored: Stored, password: string): Promise<boolean> {
  if (isGeneratedHash(stored.hash)) return verifyGeneratedPassword(stored, password)
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const { hex, iterations, keyLength } = hashParameters(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  const actual = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, stored.salt!, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

const changePassBucket = (memberId: number) => `change-pass:member:${memberId}`

/**
 * POST /api/user/changePass: the old password is checked like a login (the attempt is counted in
 * PostgreSQL first, so parallel guesses get no extra tries; back-off after 5 wrong ones). The new
 * password ends every OTHER session of the member: Payload keeps the one `member` was read from
 * (its `_sid`) when the update runs as that member.
 */
export async function changeMemberPassword(
  payload: Payload,
  member: Member,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const bucket = changePassBucket(member.id)
  const attempt = await reserveAttempt(payload, bucket, LOGIN_ACCOUNT_POLICY)
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'accountLocked')
  const stored = await storedPassword(payload, member.id)
  if (!stored || !(await passwordMatches(stored, input.oldPassword))) throw fieldRules({ oldPassword: 'oldPasswordWrong' })
  await forgetAttempts(payload, bucket)
  await withAccountLock(memberLockKey(member.id), () =>
    payload.update({
      collection: 'members',
      id: member.id,
      data: { password: input.newPassword },
      overrideAccess: true,
      user: { ...member, collection: 'members' } as never,
      context: { [VERIFIED_PASSWORD_CHANGE]: true },
    }),
  )
}

/**
 * POST /api/findPassword: a new password for the account(s) of the address the code was sent to. An
 * unknown address never received a code, so it gets the same "code is wrong" reply as a wrong code (no
 * enumeration). The code's tries and the address's back-off are those of every code check. The update
 * runs as nobody, so Payload ends ALL the member's sessions (a stolen login stops working).
 */
export async function resetPasswordByCode(
  payload: Payload,
  input: { channel: Channel; address: string; code: string; newPassword: string; ip: string },
): Promise<void> {
  const check = await guardedCodeCheck(payload, { purpose: 'passwordReset', channel: input.channel, address: input.address, ip: input.ip }, async (to) => {
    const id = await matchCode(payload, 'passwordReset', to, input.code)
    return id === null ? null : { id, to }
  })
  if (!check.ok) throw fieldRules({ code: 'codeInvalid' })
  const where = resettableAccounts(input.channel, check.value.to)
  // Under the accounts' locks: a login running meanwhile would write back the sessions the reset ends.
  const { docs: accounts } = await payload.find({ collection: 'members', where, depth: 0, limit: 10, overrideAccess: true })
  // The code was sent while the number was confirmed, and the phone has changed since: it resets nothing.
  if (accounts.length === 0) throw fieldRules({ code: 'codeInvalid' })
  await withAccountLocks(
    accounts.map((account) => memberLockKey(account.id)),
    () =>
      inTransaction(payload, async ({ req }) => {
        if (!(await consumeCode(payload, req, check.value.id))) throw fieldRules({ code: 'codeInvalid' })
        for (const found of accounts) {
          // A code by e-mail proves the account's address too.
          const data = input.channel === 'email' ? { password: input.newPassword, verifiedEmail: check.value.to } : { password: input.newPassword }
          await payload.update({ collection: 'members', id: found.id, data, overrideAccess: true, req })
        }
      }),
  )
}

export type ChangeDataResult = { status: 'saved' | 'emailCodeSent' }

/**
 * POST /api/user/changeData: the profile of an ordinary member (partner accounts have none here). A new
 * e-mail needs the code sent to that address: the first call sends it and saves nothing; the call with
 * the code saves everything at once and tells the old address of the change, in the member's language.
 */
export async function changeMemberData(
  payload: Payload,
  member: Member,
  input: ChangeDataInput,
  ctx: { locale: Locale; ip: string },
): Promise<ChangeDataResult> {
  if (isPartnerType(member.accountType)) throw forbidden()
  const oldEmail = normaliseEmail(member.email)
  const newEmail = normaliseEmail(input.email)
  const emailChanges = newEmail !== oldEmail
  let codeId: number | null = null
  if (emailChanges) {
    if (!input.emailCode) {
      await sendCode(payload, { purpose: 'emailChange', channel: 'email', address: newEmail, locale: ctx.locale, ip: ctx.ip })
      return { status: 'emailCodeSent' }
    }
    const code = input.emailCode
    const check = await guardedCodeCheck(payload, { purpose: 'emailChange', channel: 'email', address: newEmail, ip: ctx.ip }, (to) =>
      matchCode(payload, 'emailChange', to, code),
    )
    if (!check.ok) throw fieldRules({ emailCode: 'codeInvalid' })
    codeId = check.value
  }
  const versions = await legalVersions(payload)
  const memberLocale: Locale = isLocale(member.preferredLocale) ? member.preferredLocale : ctx.locale
  // The update writes the member's row with its sessions: under the account's lock (src/server/auth/accountLock.ts).
  await withAccountLock(memberLockKey(member.id), () => inTransaction(payload, async ({ req }) => {
    if (codeId !== null && !(await consumeCode(payload, req, codeId))) throw fieldRules({ emailCode: 'codeInvalid' })
    await payload.update({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
      req,
      data: {
        // The new address is proven by the code sent to it.
        ...(emailChanges ? { email: newEmail, verifiedEmail: newEmail } : {}),
        phone: input.phone,
        surname: input.surname.toUpperCase(),
        givenName: input.givenName,
        birthday: input.birthday,
        gender: input.gender,
        termsAcceptedAt: new Date().toISOString(),
        termsVersion: versions.terms,
      },
    })
    if (emailChanges) {
      await enqueueMail(payload, { kind: 'emailChanged', to: oldEmail, locale: memberLocale, data: { newEmail, changedOn: taipeiDate() } }, req)
    }
  }))
  return { status: 'saved' }
}

export type VerifyPhoneResult = { status: 'codeSent' | 'verified' }

/** Is the member's phone the number they confirmed (the one a password-reset code may go to by SMS)? */
export const phoneVerified = (member: Pick<Member, 'phone' | 'verifiedPhone'>): boolean =>
  Boolean(member.phone) && normalisePhone(member.verifiedPhone ?? '') === normalisePhone(member.phone ?? '')

/**
 * POST /api/user/verifyPhone: the member confirms that the phone of their profile is theirs. Without a code it sends one
 * by SMS to that phone; with the code it marks the phone confirmed. The code is bound to the number, and the number
 * is read again under the account's lock: a phone changed meanwhile (by the member or by staff) is not confirmed by a
 * code sent to the old one.
 */
export async function verifyMemberPhone(
  payload: Payload,
  member: Member,
  input: VerifyPhoneInput,
  ctx: { locale: Locale; ip: string },
): Promise<VerifyPhoneResult> {
  if (isPartnerType(member.accountType)) throw forbidden()
  if (!member.phone) throw fieldRules({ phone: 'phoneRequired' })
  if (phoneVerified(member)) return { status: 'verified' }
  if (!input.code) {
    if (!smsAvailable()) throw new ShopError('unavailable', 'smsUnavailable')
    await sendCode(payload, { purpose: 'phoneVerify', channel: 'sms', address: member.phone, locale: ctx.locale, ip: ctx.ip })
    return { status: 'codeSent' }
  }
  const code = input.code
  const check = await guardedCodeCheck(payload, { purpose: 'phoneVerify', channel: 'sms', address: member.phone, ip: ctx.ip }, async (to) => {
    const id = await matchCode(payload, 'phoneVerify', to, code)
    return id === null ? null : { id, to }
  })
  if (!check.ok) throw fieldRules({ code: 'codeInvalid' })
  await withAccountLock(memberLockKey(member.id), () =>
    inTransaction(payload, async ({ req }) => {
      const current = await payload.findByID({ collection: 'members', id: member.id, depth: 0, overrideAccess: true, req })
      if (normalisePhone(current.phone ?? '') !== check.value.to || !(await consumeCode(payload, req, check.value.id))) {
        throw fieldRules({ code: 'codeInvalid' })
      }
      await payload.update({ collection: 'members', id: member.id, data: { verifiedPhone: current.phone }, overrideAccess: true, req })
    }),
  )
  return { status: 'verified' }
}

