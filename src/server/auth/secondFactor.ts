/**
 * The staff second factor (issue 41.2), held by the server. A correct staff password whose account has an authenticator
 * app (or is an admin's, who must set one up) opens a session Payload signs as usual, but `holdPasswordSignIn` (the
 * staff collection's afterLogin hook, also run by a password reset) takes that session out of the account's session
 * list at once: Payload's own token check (payload/dist/auth/strategies/jwt.js) accepts a token only while its `sid` is
 * listed, so the token opens no REST, GraphQL, /api/staff/* route or admin page. The sign-in waits in
 * `staff_sign_in_steps` until a code from the app (or a recovery code) puts the session back, once. A passkey sign-in
 * opens its session directly (src/server/auth/passkeys.ts): it is two factors already.
 */
import 'server-only'

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { Secret, TOTP as Totp } from 'otpauth'
import type { CollectionAfterLoginHook, Payload } from 'payload'
import { parseCookies } from 'payload/shared'
import QRCode from 'qrcode'

import { ShopError } from '@/domain/errors'
import {
  readSecondFactorCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeFrom,
  SECOND_STEP_TTL_SECONDS,
  secondStepAfterPassword,
  TOTP,
  TOTP_ISSUER,
  TOTP_WINDOW,
  totpStep,
  type SecondStep,
} from '@/domain/secondFactor'
import { staffLockKey, withAccountLock } from '@/server/auth/accountLock'
import {
  confirmSecret,
  factorOf,
  recoveryCodesLeft,
  signInStepOf,
  storeSignInStep,
  storeUnconfirmedSecret,
  takeRecoveryCode,
  takeSignInStep,
  takeStep,
} from '@/server/db/queries/secondFactor'
import { inTransaction, sqlHandle } from '@/server/db/transaction'

import { throttledLogin } from './throttle'

export const secondFactorFailed = () => new ShopError('badCredentials', 'secondFactorFailed')
// 401 with its own words (a 'notLoggedIn' answer would only say "log in").
export const secondStepExpired = () => new ShopError('badCredentials', 'secondStepExpired')
export const secondFactorAlreadyOn = () => new ShopError('conflict', 'secondFactorAlreadyOn')

type StaffRow = { id: number; email: string; role?: string | null; sessions?: Array<{ id: string; createdAt?: unknown; expiresAt: unknown }> | null }

// ── the secret at rest: AES-256-GCM under a key from PAYLOAD_SECRET (a database dump alone gives no codes) ──

const secretKey = (payload: Payload) => createHash('sha256').update(`staff-second-factor:${payload.secret}`).digest()

function sealSecret(payload: Payload, base32: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', secretKey(payload), iv)
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.')
}

function openSecret(payload: Payload, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !sealed) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(payload), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

const totpOf = (base32: string, email: string) =>
  new Totp({ issuer: TOTP_ISSUER, label: email, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period, secret: Secret.fromBase32(base32) })

/** The 30-second step the code belongs to, when it is the app's code for now (one step either side), else null. */
function stepOfCode(base32: string, email: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(base32, email).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW })
  return delta === null ? null : totpStep(nowMs) + delta
}

const recoveryHash = (payload: Payload, code: string) => createHmac('sha256', secretKey(payload)).update(code).digest('hex')

// ── the waiting sign-in ──

function claimsOf(token: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * The claims of a staff token Payload signed (HS256 with PAYLOAD_SECRET, as jose signs it in payload/dist/auth/jwt.js)
 * that has not expired; null for anything else. A waiting token is no session, so Payload's own check refuses it.
 */
function verifiedStaffClaims(payload: Payload, token: string): { id: number; sid: string } | null {
  const [header, body, signature] = token.split('.')
  if (!header || !body || !signature) return null
  const expected = createHmac('sha256', payload.secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const alg = claimsOf(`x.${header}`).alg
  const claims = claimsOf(token)
  if (alg !== 'HS256' || claims.collection !== 'staff' || typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null
  return { id: claims.id, sid: claims.sid }
}

/** The token a request carries as the admin does (its cookie) or an API client does (`Authorization: JWT|Bearer`). */
export function requestToken(request: Request, payload: Payload): string | undefined {
  const header = request.headers.get('authorization')?.match(/^(?:JWT|Bearer)\s+(\S+)$/i)?.[1]
  return header ?? parseCookies(request.headers).get(`${payload.config.cookiePrefix}-token`)
}

async function staffRow(payload: Payload, id: number): Promise<StaffRow | null> {
  return (await payload.db.findOne({ collection: 'staff', where: { id: { equals: id } } })) as StaffRow | null
}

const hasConfirmedApp = async (payload: Payload, staff: number) => Boolean((await factorOf(await sqlHandle(payload), staff))?.confirmedAt)

/**
 * The staff collection's afterLogin hook (a password login, a password reset, the first user's registration): when the
 * account needs a second step, the session just opened is taken out of its list and waits for it. The login still
 * answers with its token (and cookie); `user.secondStep` tells an API client what to do next.
 */
export const holdPasswordSignIn: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const { payload } = req
  const sid = claimsOf(token).sid
  const account = user as unknown as StaffRow
  if (typeof sid !== 'string') return user
  const step = secondStepAfterPassword(account.role, await hasConfirmedApp(payload, account.id))
  if (step === 'none') return user
  const current = (await payload.db.findOne({ collection: 'staff', where: { id: { equals: account.id } }, req })) as StaffRow | null
  const session = current?.sessions?.find((s) => s.id === sid)
  if (!current || !session) return user
  await payload.db.updateOne({
    collection: 'staff',
    id: account.id,
    data: { ...current, sessions: current.sessions!.filter((s) => s.id !== sid) },
    req,
    returning: false,
  })
  const db = await sqlHandle(payload, req)
  await storeSignInStep(db, {
    sid,
    staff: account.id,
    sessionExpiresAt: new Date(session.expiresAt as string | Date).toISOString(),
    expiresAt: new Date(Date.now() + SECOND_STEP_TTL_SECONDS * 1000),
  })
  return { ...user, secondStep: step }
}

/** Who is asking: a signed-in staff account, or one whose password sign-in waits for its second step. */
export type SecondFactorCaller = { staff: { id: number; email: string; role: string }; waiting: { sid: string } | null }

/** A staff token Payload signed that has not expired (whether or not its session is open or waiting). */
export const isSignedStaffToken = (payload: Payload, token: string | undefined): boolean => Boolean(token && verifiedStaffClaims(payload, token))

/** The waiting sign-in a token belongs to (Payload signed it, it names a session that waits), or null. */
export async function waitingSignIn(payload: Payload, token: string | undefined): Promise<SecondFactorCaller | null> {
  const claims = token ? verifiedStaffClaims(payload, token) : null
  if (!claims) return null
  if (!(await signInStepOf(await sqlHandle(payload), claims.sid, claims.id))) return null
  const staff = await staffRow(payload, claims.id)
  if (!staff) return null
  return { staff: { id: staff.id, email: staff.email, role: String(staff.role) }, waiting: { sid: claims.sid } }
}

/** What the waiting sign-in still needs: a code, or setting up the app (an admin without one). */
export async function stepOf(payload: Payload, caller: SecondFactorCaller): Promise<SecondStep> {
  return secondStepAfterPassword(caller.staff.role, await hasConfirmedApp(payload, caller.staff.id))
}

/** Puts the waiting session back in the account's list, once (the step is taken in one DELETE … RETURNING). */
async function finishSignIn(payload: Payload, caller: SecondFactorCaller): Promise<void> {
  const { sid } = caller.waiting!
  await withAccountLock(staffLockKey(caller.staff.email), async () => {
    const row = await takeSignInStep(await sqlHandle(payload), sid, caller.staff.id)
    if (!row) throw secondStepExpired()
    const current = await staffRow(payload, caller.staff.id)
    if (!current) throw secondStepExpired()
    const now = new Date()
    const live = (current.sessions ?? []).filter((s) => new Date(s.expiresAt as string).getTime() > now.getTime())
    // In one transaction, as every write of the list (src/server/auth/passkeys.ts, openSession).
    await inTransaction(payload, ({ req }) =>
      payload.db.updateOne({
        collection: 'staff',
        id: current.id,
        data: { ...current, sessions: [...live, { id: sid, createdAt: now, expiresAt: new Date(row.sessionExpiresAt) }] },
        req,
        returning: false,
      }),
    )
  })
}

/**
 * The second step of a waiting password sign-in: a code from the app (each 30-second code once) or a recovery code
 * (each once), counted with the account's password attempts (the same back-off and lock), then the session is put back.
 */
export async function completeSignIn(payload: Payload, caller: SecondFactorCaller, typed: string, ip: string): Promise<void> {
  if (!caller.waiting) throw secondStepExpired()
  await throttledLogin(payload, { scope: 'staff', email: caller.staff.email, ip }, async () => {
    const db = await sqlHandle(payload)
    const code = readSecondFactorCode(typed)
    const factor = await factorOf(db, caller.staff.id)
    const base32 = factor?.confirmedAt ? openSecret(payload, factor.secret) : null
    if (!code || !base32) throw secondFactorFailed()
    if (code.kind === 'recovery') {
      if (!(await takeRecoveryCode(db, caller.staff.id, recoveryHash(payload, code.code)))) throw secondFactorFailed()
    } else {
      const step = stepOfCode(base32, caller.staff.email, code.code)
      if (step === null || !(await takeStep(db, caller.staff.id, step))) throw secondFactorFailed()
    }
  })
  await finishSignIn(payload, caller)
}

/** A new secret for the authenticator app (replacing one never confirmed): its otpauth:// address and QR code. */
export async function startEnrolment(payload: Payload, caller: SecondFactorCaller) {
  const base32 = new Secret({ size: 20 }).base32
  if (!(await storeUnconfirmedSecret(await sqlHandle(payload), caller.staff.id, sealSecret(payload, base32)))) throw secondFactorAlreadyOn()
  const uri = totpOf(base32, caller.staff.email).toString()
  return { secret: base32, uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 }) }
}

/**
 * Confirms the app with its first code (counted like a password attempt): the recovery codes are made, stored as
 * hashes and returned this once. A waiting sign-in (an admin made to set up the app) is then finished.
 */
export async function confirmEnrolment(payload: Payload, caller: SecondFactorCaller, typed: string, ip: string): Promise<{ recoveryCodes: string[] }> {
  const recoveryCodes = await throttledLogin(payload, { scope: 'staff', email: caller.staff.email, ip }, async () => {
    const db = await sqlHandle(payload)
    const factor = await factorOf(db, caller.staff.id)
    if (factor?.confirmedAt) throw secondFactorAlreadyOn()
    const base32 = factor ? openSecret(payload, factor.secret) : null
    const code = readSecondFactorCode(typed)
    const step = base32 && code?.kind === 'totp' ? stepOfCode(base32, caller.staff.email, code.code) : null
    if (!factor || step === null) throw secondFactorFailed()
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(10)))
    if (!(await confirmSecret(db, caller.staff.id, factor.secret, step, codes.map((c) => recoveryHash(payload, c))))) throw secondFactorFailed()
    return codes
  })
  if (caller.waiting) await finishSignIn(payload, caller)
  return { recoveryCodes }
}

/** The account page's view: is the app on, and how many recovery codes are left. */
export async function secondFactorState(payload: Payload, staff: number) {
  const db = await sqlHandle(payload)
  const factor = await factorOf(db, staff)
  return { on: Boolean(factor?.confirmedAt), since: factor?.confirmedAt ?? null, recoveryCodesLeft: factor?.confirmedAt ? await recoveryCodesLeft(db, staff) : 0 }
}
