/**
 * The eSIM profiles an order holds (rows of `esim-codes`, whatever their source), what the wholesaler last said of
 * them, and taking them back when the order is refunded. Knows nothing of orders' statuses: the ordering and payment
 * services decide when to ask and what follows.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { isProfileState, type EsimSource, type ProfileState } from '@/domain/esim'
import { insertIssuedProfile, profileRowsOfOrder, revokeCode, storeProfileState } from '@/server/db/queries/esimCodes'
import { sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'

import { cancelProfile, isEsimError, profileNow, revokeProfile, WholesalerUnavailableError } from './esimAccess'
import { alreadyTakenBack, neverDownloaded, type ProfileUsage, type ProviderProfile } from './provider'

export type OrderProfile = {
  id: number
  source: EsimSource
  /** The wholesaler's id (null for an imported code). */
  ref: string | null
  lpa: string
  revoked: boolean
  state: ProfileState | null
  usage: ProfileUsage | null
  validUntil: string | null
  checkedAt: number | null
}

type Row = Awaited<ReturnType<typeof profileRowsOfOrder>>[number]

const time = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).getTime())

function profileOf(row: Row): OrderProfile {
  return {
    id: Number(row.id),
    source: row.source === 'esimAccess' ? 'esimAccess' : 'inventory',
    ref: row.providerRef,
    lpa: row.lpa,
    revoked: row.status === 'revoked',
    state: isProfileState(row.providerState) ? row.providerState : null,
    usage: row.usedBytes === null || row.usedBytes === undefined ? null : { usedBytes: Number(row.usedBytes), totalBytes: row.totalBytes === null ? null : Number(row.totalBytes) },
    validUntil: row.validUntil === null || row.validUntil === undefined ? null : new Date(String(row.validUntil)).toISOString(),
    checkedAt: time(row.stateCheckedAt),
  }
}

/** Every profile the order was given (revoked ones too), in the order they were given. */
export async function profilesOfOrder(payload: Payload, orderId: number, req?: Partial<PayloadRequest>): Promise<OrderProfile[]> {
  const db = await sqlHandle(payload, req)
  return (await profileRowsOfOrder(db, orderId)).map(profileOf)
}

/** What the wholesaler's state is stored as, once read. */
async function storeState(payload: Payload, id: number, profile: ProviderProfile, askedAt: Date, req?: Partial<PayloadRequest>) {
  const db = await sqlHandle(payload, req)
  await storeProfileState(
    db,
    id,
    { state: profile.state, usedBytes: profile.usage?.usedBytes ?? null, totalBytes: profile.usage?.totalBytes ?? null, validUntil: profile.validUntil },
    askedAt,
  )
}

/** A stored state younger than this is shown as it is (the wholesaler allows 8 calls a second for all our traffic). */
export const STATE_FRESH_MS = 60_000

/**
 * The order's wholesaler profiles with their state now: each asked again unless read within STATE_FRESH_MS (or
 * always, `fresh`), and stored. Null when the wholesaler could not be asked for one that needed it. Imported codes
 * are returned as they are (nobody can ask about them).
 */
export async function refreshProfiles(payload: Payload, orderId: number, { fresh = false }: { fresh?: boolean } = {}): Promise<OrderProfile[] | null> {
  const profiles = await profilesOfOrder(payload, orderId)
  const now = Date.now()
  try {
    for (const profile of profiles) {
      if (profile.source !== 'esimAccess' || !profile.ref || profile.revoked) continue
      if (!fresh && profile.checkedAt !== null && now - profile.checkedAt < STATE_FRESH_MS) continue
      const askedAt = new Date()
      const current = await profileNow(profile.ref)
      if (!current) continue
      await storeState(payload, profile.id, current, askedAt)
      Object.assign(profile, { state: current.state, usage: current.usage, validUntil: current.validUntil, checkedAt: now })
    }
  } catch (error) {
    if (isEsimError(error, 'unavailable')) {
      logger.warn({ orderId, error: String(error) }, 'eSIM wholesaler could not be asked for the order’s profiles')
      return null
    }
    throw error
  }
  return profiles
}

export type TakeBack = {
  /** Profiles the wholesaler cancelled (never downloaded: refunded to the shop) or revoked (used). */
  cancelled: number
  revoked: number
  /** Imported codes taken out of the shop's hands: their issuer still has to be told. */
  localOnly: number
}

/** The wholesaler refused to cancel a profile that a phone has downloaded meanwhile. */
export class ProfileInUseError extends Error {
  readonly esimError = 'inUse' as const
  constructor(readonly ref: string) {
    super(`eSIM profile ${ref} was downloaded: it can no longer be cancelled`)
    this.name = 'ProfileInUseError'
  }
}

/**
 * Takes an order's profiles back, in `req`'s transaction (marked revoked: a revoked code is never shown or handed out
 * again). `unusedOnly` (a traveller's cancellation): each wholesaler profile is cancelled, and one a phone has
 * downloaded meanwhile throws ProfileInUseError — the wholesaler's own check is what makes the rule hold against a
 * download in the last second. Otherwise (support's refund) a profile that can no longer be cancelled is revoked.
 * Throws WholesalerUnavailableError when the wholesaler cannot be asked.
 */
export async function takeBackProfiles(payload: Payload, req: PayloadRequest, orderId: number, { unusedOnly }: { unusedOnly: boolean }): Promise<TakeBack> {
  const result: TakeBack = { cancelled: 0, revoked: 0, localOnly: 0 }
  const db = await sqlHandle(payload, req)
  for (const profile of await profilesOfOrder(payload, orderId, req)) {
    if (profile.revoked) continue
    if (profile.source === 'esimAccess' && profile.ref) {
      const outcome = await takeBackAtWholesaler(profile.ref, unusedOnly)
      result[outcome]++
    } else result.localOnly++
    await revokeCode(db, profile.id)
  }
  if (result.localOnly) logger.warn({ orderId, codes: result.localOnly }, 'imported eSIM codes of a refunded order were revoked in the shop: tell their issuer')
  return result
}

async function takeBackAtWholesaler(ref: string, unusedOnly: boolean): Promise<'cancelled' | 'revoked'> {
  const cancelled = await cancelProfile(ref)
  if (cancelled.ok) return 'cancelled'
  // Refused: already taken back (a retry after a lost reply), or in use.
  const now = await profileNow(ref)
  if (now && alreadyTakenBack(now.state)) return now.state === 'revoked' ? 'revoked' : 'cancelled'
  if (now && neverDownloaded(now.state)) throw new WholesalerUnavailableError(`the wholesaler refused to cancel ${ref}: ${cancelled.refusal.code} ${cancelled.refusal.message}`)
  if (unusedOnly) throw new ProfileInUseError(ref)
  const revoked = await revokeProfile(ref)
  if (!revoked.ok) {
    const after = await profileNow(ref)
    if (!after || !alreadyTakenBack(after.state)) throw new WholesalerUnavailableError(`the wholesaler refused to revoke ${ref}: ${revoked.refusal.code} ${revoked.refusal.message}`)
  }
  return 'revoked'
}

/** Records profiles the wholesaler issued for the order, handed to it (in `req`'s transaction). Returns their row ids. */
export async function recordIssuedProfiles(
  payload: Payload,
  req: PayloadRequest,
  { orderId, productId, profiles }: { orderId: number; productId: number; profiles: (ProviderProfile & { smdpAddress: string; matchingId: string })[] },
): Promise<number[]> {
  const db = await sqlHandle(payload, req)
  const ids: number[] = []
  for (const p of profiles) {
    ids.push(await insertIssuedProfile(db, { orderId, productId }, { ...p, usedBytes: p.usage?.usedBytes ?? null, totalBytes: p.usage?.totalBytes ?? null }))
  }
  return ids
}
