/**
 * The shop's view of an eSIM profile, whoever supplies it. Two sources:
 * - `inventory`: activation codes staff import (src/server/fulfilment/esimInventory.ts). Once a code is handed over
 *   nobody can tell whether it was installed (state `unknown`), and "revoking" it only takes it out of the shop's
 *   hands: the issuer must be told by staff.
 * - `esimAccess`: the wholesaler's API (./esimAccess.ts): profiles issued per paid order, with their SM-DP+ state,
 *   data use and validity, cancelled at the wholesaler while never downloaded, revoked after.
 * Pure (no I/O): the mapping from the wholesaler's statuses to what the cancellation rule needs.
 */
import type { EsimGoodsState } from '@/domain/cancellation'
import type { EsimSource, ProfileState } from '@/domain/esim'

import type { EsimStatus, ProfileRecord, SmdpStatus } from './protocol'

export type ProfileUsage = { usedBytes: number; totalBytes: number | null }

export type ProviderProfile = {
  /** The wholesaler's id of the profile (eSIM Access: esimTranNo). */
  ref: string
  iccid: string | null
  lpa: string
  state: ProfileState
  usage: ProfileUsage | null
  /** When its validity ends (known once it was first used). */
  validUntil: string | null
}

const SMDP_STATE: Record<SmdpStatus, ProfileState> = {
  RELEASED: 'released',
  DOWNLOAD: 'downloaded',
  INSTALLATION: 'installed',
  ENABLED: 'enabled',
  DISABLED: 'disabled',
  DELETED: 'deleted',
}

/** A volume this large is an unlimited package (wholesalers report unlimited as a huge byte count). */
const UNLIMITED_BYTES = 2 ** 50

/** The profile as the shop sees it: the commercial end states (cancelled, revoked, expired, used up) win over the SM-DP+ one. */
export function profileFromRecord(record: ProfileRecord): ProviderProfile {
  const commercial: Partial<Record<EsimStatus, ProfileState>> = {
    CANCEL: 'cancelled',
    REVOKED: 'revoked',
    UNUSED_EXPIRED: 'expired',
    USED_EXPIRED: 'expired',
    USED_UP: 'usedUp',
  }
  const state = commercial[record.esimStatus] ?? SMDP_STATE[record.smdpStatus] ?? 'unknown'
  const total = Number(record.totalVolume)
  return {
    ref: record.esimTranNo,
    iccid: record.iccid || null,
    lpa: record.ac,
    state,
    usage: Number.isFinite(total) ? { usedBytes: Math.max(0, Number(record.orderUsage) || 0), totalBytes: total > 0 && total < UNLIMITED_BYTES ? total : null } : null,
    validUntil: record.expiredTime || null,
  }
}

/** A profile that never reached a phone (the only one a traveller may cancel for a refund). */
export const neverDownloaded = (state: ProfileState) => state === 'released'

/** A profile the wholesaler has already taken back (cancelling or revoking it again changes nothing). */
export const alreadyTakenBack = (state: ProfileState) => state === 'cancelled' || state === 'revoked'

/**
 * What the cancellation rule (src/domain/cancellation.ts) hears about an order's profiles: unused only when every
 * one was never downloaded; used as soon as one reached a phone.
 */
export function goodsStateOf(source: EsimSource, states: readonly ProfileState[] | null): EsimGoodsState {
  if (states === null) return 'unverified'
  if (states.length === 0) return 'notIssued'
  if (source === 'inventory') return 'sent'
  if (states.every((s) => neverDownloaded(s) || alreadyTakenBack(s))) return 'unused'
  if (states.includes('unknown')) return 'unverified'
  return 'used'
}
