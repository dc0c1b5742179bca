/**
 * The cards of a physical SIM order as the counter hands them over and support reads them: one SIM card per passport,
 * so each card with its holder (card 1 the traveller, the further ones as ordered; none named on an order placed before
 * holders were asked) and the serial recorded for it at the handover (card n's is the n-th). No birth date.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { holdersByCard } from '@/domain/cardHolders'
import type { PickupCard } from '@/lib/views/staffDesk'

/** What the cards are read from: the order's traveller, card count and the serials recorded at the handover. */
export type CardsSource = { id: number; quantity: number; surname: string; givenName: string; guardianRequired: boolean | null; cardSerials: string | null }
type Holder = { surname: string; givenName: string; guardianRequired?: boolean | null }

/** Each card of these orders, by order id. The further holders are read here, after the caller applied its access scope. */
export async function pickupCardsOf(payload: Payload, rows: CardsSource[], req?: PayloadRequest): Promise<Map<number, PickupCard[]>> {
  const ids = rows.filter((r) => Number(r.quantity) > 1).map((r) => r.id)
  const further = new Map<number, Holder[]>()
  if (ids.length) {
    const { docs } = await payload.find({
      ...(req ? { req } : {}),
      collection: 'orders',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      select: { furtherHolders: { surname: true, givenName: true, guardianRequired: true } },
    })
    for (const doc of docs) further.set(doc.id, doc.furtherHolders ?? [])
  }
  return new Map(
    rows.map((r) => {
      const serials = r.cardSerials ? r.cardSerials.split(',') : []
      const traveller: Holder = { surname: r.surname, givenName: r.givenName, guardianRequired: Boolean(r.guardianRequired) }
      const cards = holdersByCard(traveller, further.get(r.id), Number(r.quantity)).map(({ card, holder }) => ({
        card,
        holder: holder ? { surname: holder.surname, givenName: holder.givenName, guardianRequired: Boolean(holder.guardianRequired) } : null,
        serial: serials[card - 1] ?? null,
      }))
      return [r.id, cards]
    }),
  )
}
