/**
 * Passkeys (WebAuthn, issue 41.2) for members and staff: options with a challenge kept in PostgreSQL (single use,
 * PASSKEY_CHALLENGE_TTL of src/domain/passkeys.ts, bound to its purpose and to the account a registration adds to),
 * the browser's answer verified by @simplewebauthn/server against the site address's origin and RP ID, the signature
 * counter moved on under a guard, and a session opened exactly as a password login opens one (Payload's session list,
 * under the account's lock). The account signed in is the passkey's stored owner, never anything the browser says.
 */
import 'server-only'

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { ShopError, tooManyAttempts } from '@/domain/errors'
import {
  counterAccepted,
  isFreshSignIn,
  MAX_PASSKEYS_PER_ACCOUNT,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_LOGIN_OPTIONS_PER_IP,
  passkeyName,
  relyingParty,
  type PasskeyOwner,
} from '@/domain/passkeys'
import { MESSAGES } from '@/i18n/messages'
import { memberLockKey, staffLockKey, withAccountLock } from '@/server/auth/accountLock'
import {
  advanceCounter,
  credentialIdsOf,
  passkeyByCredential,
  passkeyCount,
  passkeysOf,
  removePasskey,
  renamePasskey,
  storeChallenge,
  takeChallenge,
  type StoredPasskey,
} from '@/server/db/queries/passkeys'
import { insertRow } from '@/server/db/rows'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { siteUrl } from '@/server/env'
import { logger } from '@/server/logger'
import { hit } from '@/server/rateLimit'

import { throttledLogin } from './throttle'

/** Who adds or lists passkeys: a member or a staff account, as the server read them from the session. */
export type PasskeyAccount = { owner: PasskeyOwner; id: number; email: string }

export const passkeyFailed = () => new ShopError('badCredentials', 'passkeyFailed')
const registrationFailed = () => new ShopError('invalid', 'passkeyNotAdded')

/** The challenge the browser signed, read from its client data (verified again by the library against the one we took). */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof data.challenge === 'string' && data.challenge.length <= 512 ? data.challenge : null
  } catch {
    return null
  }
}

const expiry = () => new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS)

/** Options for adding a passkey to `account` (the browser's navigator.credentials.create). */
export async function registrationOptions(payload: Payload, account: PasskeyAccount) {
  const { rpID } = relyingParty(siteUrl())
  const db = await sqlHandle(payload)
  const existing = await credentialIdsOf(db, account.owner, account.id)
  const options = await generateRegistrationOptions({
    rpName: MESSAGES.en.meta.siteName,
    rpID,
    userName: account.email,
    // Stable per account and never the e-mail (which may change): the authenticator keeps one passkey per site and user.
    userID: new TextEncoder().encode(`${account.owner}:${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports?.split(',').filter(Boolean) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await storeChallenge(db, { challenge: options.challenge, purpose: 'register', owner: account.owner, account: account.id, expiresAt: expiry() })
  return options
}

/** Adds the passkey the browser made for `account`'s challenge; refused for another account's challenge, a used or late one. */
export async function registerPasskey(
  payload: Payload,
  account: PasskeyAccount,
  input: { response: RegistrationResponseJSON; name?: string },
): Promise<StoredPasskey> {
  const { rpID, origin } = relyingParty(siteUrl())
  const db = await sqlHandle(payload)
  const challenge = signedChallenge(input.response.response.clientDataJSON)
  if (!challenge || !(await takeChallenge(db, { challenge, purpose: 'register', owner: account.owner, account: account.id }))) throw registrationFailed()
  if ((await passkeyCount(db, account.owner, account.id)) >= MAX_PASSKEYS_PER_ACCOUNT) throw new ShopError('conflict', 'passkeyLimit')
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({ response: input.response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true })
  } catch (error) {
    logger.info({ err: error }, 'passkey registration refused')
    throw registrationFailed()
  }
  if (!verified.verified) throw registrationFailed()
  const { credential } = verified.registrationInfo
  const count = await passkeyCount(db, account.owner, account.id)
  const name = passkeyName(input.name, `Passkey ${count + 1}`)
  const data = {
    owner: account.owner,
    ...(account.owner === 'members' ? { member: account.id } : { staff: account.id }),
    name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
  }
  let id: number
  try {
    id = await insertRow(payload, {}, 'passkeys', data)
  } catch (error) {
    // The credential is already stored (the unique index): a passkey belongs to one account only.
    logger.info({ err: error }, 'passkey registration refused: credential already stored')
    throw registrationFailed()
  }
  return { id, name, createdAt: new Date().toISOString(), lastUsedAt: null }
}

export const listPasskeys = async (payload: Payload, account: PasskeyAccount) => passkeysOf(await sqlHandle(payload), account.owner, account.id)

export async function renameOwnPasskey(payload: Payload, account: PasskeyAccount, id: number, name: string): Promise<void> {
  if (!(await renamePasskey(await sqlHandle(payload), account.owner, account.id, id, passkeyName(name, name)))) throw new ShopError('notFound', 'notFound')
}

/** Removes one of the account's passkeys; only right after a sign-in (`issuedAt`, the session token's), so a session left open cannot. */
export async function removeOwnPasskey(payload: Payload, account: PasskeyAccount, id: number, issuedAt: number | null): Promise<void> {
  if (!isFreshSignIn(issuedAt, Date.now())) throw new ShopError('forbidden', 'passkeySignInAgain')
  if (!(await removePasskey(await sqlHandle(payload), account.owner, account.id, id))) throw new ShopError('notFound', 'notFound')
}

/** Options for signing in with any passkey of this site (the authenticator offers its own: no e-mail typed). */
export async function loginOptions(payload: Payload, owner: PasskeyOwner, ip: string) {
  // Anyone may start a sign-in, and each start stores a challenge: limited per client address, so nobody fills the table.
  const exceeded = await hit(payload, [{ name: `passkey-options-${owner}`, key: ip, ...PASSKEY_LOGIN_OPTIONS_PER_IP }])
  if (exceeded) throw tooManyAttempts(exceeded.windowSeconds)
  const { rpID } = relyingParty(siteUrl())
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' })
  await storeChallenge(await sqlHandle(payload), { challenge: options.challenge, purpose: 'login', owner, account: null, expiresAt: expiry() })
  return options
}

export type PasskeySession = { token: string; exp: number; user: Record<string, unknown> & { id: number } }

/**
 * Opens a session of `collection`'s account `id` as Payload's login does (a session in the account's list, a token
 * naming it), under the account's lock like every login: so logout, a password change or a reset end it as any other.
 */
async function openSession(payload: Payload, collection: PasskeyOwner, id: number): Promise<PasskeySession> {
  const collectionConfig = payload.collections[collection].config
  const read = () => payload.db.findOne<Record<string, unknown> & { id: number; email: string }>({ collection, where: { id: { equals: id } } })
  const first = await read()
  if (!first) throw passkeyFailed()
  const key = collection === 'members' ? memberLockKey(id) : staffLockKey(first.email)
  return withAccountLock(key, async () => {
    const user = await read()
    if (!user) throw passkeyFailed()
    // In one transaction: the adapter rewrites the whole list (its rows deleted, then inserted), and between the two
    // statements every other session of the account was gone for a request checking its token (a 403 for the admin's
    // other tab, seen in the e2e suite when two admin sign-ins overlapped).
    const { sid } = await inTransaction(payload, ({ req }) => addSessionToUser({ collectionConfig, payload, req, user: user as never }))
    const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: user as never })
    const { token, exp } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
    return { token, exp, user }
  })
}

/**
 * Signs in with a passkey: counted like a password login (per credential and client address, and per address), the
 * challenge taken once, the signature checked with the stored key of the stored owner, the counter moved on.
 */
export async function loginWithPasskey(payload: Payload, owner: PasskeyOwner, input: { response: AuthenticationResponseJSON; ip: string }): Promise<PasskeySession> {
  const { rpID, origin } = relyingParty(siteUrl())
  return throttledLogin(payload, { scope: owner, email: `passkey:${input.response.id}`, ip: input.ip }, async () => {
    const db = await sqlHandle(payload)
    const challenge = signedChallenge(input.response.response.clientDataJSON)
    if (!challenge || !(await takeChallenge(db, { challenge, purpose: 'login', owner, account: null }))) throw passkeyFailed()
    const stored = await passkeyByCredential(db, owner, input.response.id)
    const account = owner === 'members' ? stored?.member : stored?.staff
    if (!stored || typeof account !== 'number') throw passkeyFailed()
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      result = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: input.response.id,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          transports: stored.transports?.split(',').filter(Boolean),
        },
      })
    } catch (error) {
      logger.info({ err: error }, 'passkey sign-in refused')
      throw passkeyFailed()
    }
    const { newCounter } = result.authenticationInfo
    if (!result.verified || !counterAccepted(stored.counter, newCounter)) throw passkeyFailed()
    if (!(await advanceCounter(db, stored.id, stored.counter, newCounter))) throw passkeyFailed()
    return openSession(payload, owner, account)
  })
}

/** The `iat` of a session token Payload has already verified (removing a passkey needs a recent sign-in). */
export function tokenIssuedAt(token: string | undefined): number | null {
  if (!token) return null
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat?: unknown }
    return typeof claims.iat === 'number' ? claims.iat : null
  } catch {
    return null
  }
}
