import type { z } from 'zod'

import type { TaipeiNow } from '@/domain/dates'
import type { placeOrderSchema } from '@/lib/schemas/order'
import type { SlotView } from '@/lib/views/catalog'
import type { BookInfo, PartnerView } from '@/lib/views/order'

export type OrderFormInput = z.input<typeof placeOrderSchema>
export type OrderFormOutput = z.output<typeof placeOrderSchema>

export type ProductBookInfo = Extract<BookInfo, { kind: 'product' }>
export type ActivityBookInfo = Exclude<BookInfo, { kind: 'product' }>
export type PickupInfo = NonNullable<ProductBookInfo['pickup']>
export type PickupAirport = PickupInfo['airports'][number]
export type PickupCounter = PickupAirport['counters'][number]

/** What the query string (or the product page's saved choice) already chose; checked on the server. */
export type Prefill = {
  planId?: string
  airportId?: number
  counterId?: string
  date?: string
  time?: string
  trip?: 'oneWay' | 'roundTrip'
  visitDate?: string
  slot?: string
  quantity?: number
}

/** A time slot of the observation deck (POST /api/activitySlots). */
export type Slot = SlotView

/** A mileage partner (POST /api/partnerList; the order form gets them from its page). */
export type Partner = PartnerView

export type { TaipeiNow }
