import type { Payload, TypedUser } from 'payload'

import { SerialBatchForm, type BatchPartner, type BatchProduct } from './SerialBatchForm'

type Props = { payload: Payload; user?: TypedUser | null; locale?: { code?: string } }

/**
 * Above the serial-number list (admins only; the endpoint checks again): issue a batch for a BBC partner
 * and download a batch as CSV, in the admin's language (SerialBatchForm).
 */
export async function SerialBatchPanel({ payload, user, locale }: Props) {
  const staff = user as { collection?: string; role?: string } | null | undefined
  if (staff?.collection !== 'staff' || staff.role !== 'admin') return null
  const [partners, products] = await Promise.all([
    payload.find({ collection: 'partners', where: { kind: { equals: 'bbc' } }, depth: 0, limit: 500, sort: 'name', overrideAccess: true, select: { name: true, active: true } }),
    payload.find({
      collection: 'products',
      depth: 0,
      limit: 500,
      sort: 'sortOrder',
      overrideAccess: true,
      ...(locale?.code ? { locale: locale.code as never } : {}),
      select: { name: true, plans: true },
    }),
  ])
  const batchPartners: BatchPartner[] = partners.docs.map((p) => ({ id: p.id, name: p.name, inactive: p.active === false }))
  const batchProducts: BatchProduct[] = products.docs.map((p) => ({
    id: p.id,
    name: p.name || `#${p.id}`,
    plans: (p.plans ?? []).filter((plan) => plan.id).map((plan) => ({ id: plan.id!, days: plan.days, dataAllowance: plan.dataAllowance, priceTwd: plan.priceTwd })),
  }))
  return <SerialBatchForm partners={batchPartners} products={batchProducts} />
}
