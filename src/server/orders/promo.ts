import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { PromoRule } from '@/domain/pricing'
import type { PromoCode } from '@/payload-types'
import { countPromoUse } from '@/server/db/queries/slots'
import { sqlHandle } from '@/server/db/transaction'

import { idOf } from '../catalog/shared'

export type LoadedPromo = { doc: PromoCode; rule: PromoRule }

/** A promo code as the pricing rule sees it, or 'unknown'. Codes are matched case-insensitively. */
export async function loadPromo(payload: Payload, code: string | undefined, req?: PayloadRequest): Promise<LoadedPromo | 'unknown' | null> {
  if (!code) return null
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: { code: { equals: code.trim().toUpperCase() } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (!doc) return 'unknown'
  return {
    doc,
    rule: {
      kind: doc.kind,
      value: doc.value,
      active: Boolean(doc.active),
      minSubtotalTwd: doc.minSubtotalTwd ?? null,
      validFrom: doc.validFrom ?? null,
      validTo: doc.validTo ?? null,
      productIds: (doc.products ?? []).map(idOf).filter((id): id is number => id !== null),
      activityIds: (doc.activities ?? []).map(idOf).filter((id): id is number => id !== null),
      maxUses: doc.maxUses ?? null,
      usedCount: doc.usedCount ?? 0,
    },
  }
}

/**
 * Takes one use of a code inside the order's transaction. The UPDATE locks the row until commit, and
 * a competing order re-checks `used_count < max_uses` after it: a single-use code is used exactly once.
 */
export async function reservePromoUse(payload: Payload, promoId: number, req: PayloadRequest): Promise<boolean> {
  const db = await sqlHandle(payload, req)
  return countPromoUse(db, promoId)
}
