import type { Payload } from 'payload'

import type { Currency } from '@/domain/currency'
import type { Locale } from '@/domain/locale'
import type { Member } from '@/payload-types'

import type { PlacedOrder } from './placeOrder'
import { moneyView } from './quote'

/** A member's own order by number (access control as that member: another member's order is not found). */
export async function orderDetail(
  payload: Payload,
  member: Member,
  orderNumber: string,
  currency: Currency,
  locale: Locale,
): Promise<(PlacedOrder & { createdAt: string }) | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber.toUpperCase() } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: { ...member, collection: 'members' },
  })
  const order = docs[0]
  if (!order) return null
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    itemName: order.itemName,
    planLabel: order.planLabel ?? null,
    quantity: order.quantity,
    pickup: order.pickup?.date ? { place: order.pickup.place ?? '', date: order.pickup.date, time: order.pickup.time ?? '' } : null,
    visit: order.visitDate ? { date: order.visitDate, time: order.timeSlot ?? '' } : null,
    railTrip: order.railTrip ?? null,
    email: order.contactEmail,
    memberCreated: false,
    createdAt: order.createdAt,
    money: await moneyView(
      {
        quantity: order.quantity,
        unitPriceTwd: order.unitPriceTwd,
        subtotalTwd: order.subtotalTwd,
        discountTwd: order.discountTwd,
        totalTwd: order.totalTwd,
        promoCode: order.promoCodeText ?? null,
      },
      currency,
      locale,
    ),
  }
}
