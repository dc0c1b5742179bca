import { Gutter } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { DocumentViewServerProps } from 'payload'

import { mayTake } from '@/domain/staffDesk'
import { isShopError } from '@/domain/errors'
import { isDocumentId } from '@/domain/ids'
import { deskOrder } from '@/server/staff/orderView'
import { pickupOrder } from '@/server/staff/pickup'

import { contentLocaleOf, deskLabels } from './labels'
import { PickupCard } from './PickupCard'
import { Receipt } from './Receipt'
import { staffOf } from './staffOf'

/**
 * The Orders edit view (issue 13): support and admins read the order as a receipt with its actions;
 * counter staff see the pickup card of an order at their airport (another airport's order is not found);
 * nobody gets a form — the status moves only through the actions.
 */
export async function OrderReceiptView({ initPageResult, routeSegments }: DocumentViewServerProps) {
  const { req } = initPageResult
  const staff = staffOf(req)
  const id = Number(initPageResult.docID ?? routeSegments.at(-1))
  if (!staff || !isDocumentId(id)) notFound()
  const language = req.i18n.language
  const locale = contentLocaleOf(language)
  const found = async () => {
    if (mayTake(staff.role, 'viewOrder')) return { kind: 'receipt' as const, receipt: await deskOrder(req.payload, id, locale) }
    if (mayTake(staff.role, 'pickupList')) return { kind: 'pickup' as const, pickup: await pickupOrder(req.payload, staff, { orderId: id, locale }) }
    return null
  }
  const view = await found().catch((error: unknown) => {
    if (isShopError(error)) notFound()
    throw error
  })
  if (view?.kind === 'receipt') return <Gutter><Receipt order={view.receipt} language={language} /></Gutter>
  if (view?.kind === 'pickup') return <Gutter><PickupCard order={view.pickup} language={language} /></Gutter>
  return <Gutter><p>{deskLabels(language).notAllowed}</p></Gutter>
}
