/** The order confirmation's data rebuilt from a stored order (support resends it, or sends it after a pickup change). */
import 'server-only'

import type { Locale } from '@/domain/locale'
import { personName } from '@/domain/person'
import type { Order } from '@/payload-types'
import type { OrderReceivedData } from '@/server/mail/types'

export function orderReceivedMailData(order: Order, locale: Locale): OrderReceivedData {
  const pickup = order.cardType === 'physical' && order.pickup?.date && order.pickup.place ? order.pickup : null
  return {
    orderNumber: order.orderNumber,
    name: personName(locale, order.surname, order.givenName) || undefined,
    itemName: order.itemName,
    planLabel: order.planLabel ?? undefined,
    quantity: order.quantity,
    pickup: pickup ? { date: pickup.date!, time: pickup.time ?? undefined, place: pickup.place! } : undefined,
    visit: !pickup && order.visitDate && order.timeSlot ? { date: order.visitDate, timeSlot: order.timeSlot } : undefined,
    subtotalTwd: order.subtotalTwd,
    discountTwd: order.discountTwd,
    totalTwd: order.totalTwd,
    promoCode: order.promoCodeText ?? undefined,
  }
}
