import type { Payload, TypedUser } from 'payload'

import { EsimImportForm, type ImportProduct } from './EsimImportForm'

type Props = { payload: Payload; user?: TypedUser | null; locale?: { code?: string } }

/**
 * Above the eSIM inventory list (admins only; the endpoint checks again): each eSIM product's unused
 * codes and waiting paid orders, and the import form, in the admin language (src/cms/adminText.ts).
 */
export async function EsimImportPanel({ payload, user, locale }: Props) {
  const staff = user as { collection?: string; role?: string } | null | undefined
  if (staff?.collection !== 'staff' || staff.role !== 'admin') return null
  const { docs } = await payload.find({
    collection: 'products',
    where: { cardType: { equals: 'esim' } },
    depth: 0,
    limit: 200,
    sort: 'sortOrder',
    overrideAccess: true,
    ...(locale?.code ? { locale: locale.code as never } : {}),
    select: { name: true },
  })
  const products: ImportProduct[] = await Promise.all(
    docs.map(async (doc) => {
      const [available, waiting] = await Promise.all([
        payload.count({ collection: 'esim-codes', where: { product: { equals: doc.id }, status: { equals: 'available' } }, overrideAccess: true }),
        payload.count({
          collection: 'orders',
          where: { product: { equals: doc.id }, status: { equals: 'paid' }, cardType: { equals: 'esim' } },
          overrideAccess: true,
        }),
      ])
      return { id: doc.id, name: doc.name || `#${doc.id}`, available: available.totalDocs, waiting: waiting.totalDocs }
    }),
  )
  return <EsimImportForm products={products} />
}
