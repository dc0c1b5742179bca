import * as z from 'zod/mini'

import { isIsoDate, TIME_OF_DAY } from '@/domain/dates'
import { MAX_ID } from '@/domain/ids'
import { MAX_QUANTITY, RAIL_TRIPS } from '@/domain/pricing'

/**
 * The item of an order (a product and its plan and pickup, or a ticket): the part of the order schema (order.ts)
 * the order form reads while it renders (useChosenItem prices a complete item). It is its own module so that the
 * form's first load holds zod but not the phone rule's libphonenumber metadata (~30 KB gzip), which order.ts
 * brings and the form loads only at its first check (components/order/useOrderForm.ts). Messages are keys of
 * messages.validation; zod/mini as in order.ts.
 */
export const id = (required: string) => z.number({ error: required }).check(z.int('invalidValue'), z.positive('invalidValue'), z.maximum(MAX_ID, 'invalidValue'))
export const isoDate = (required: string) => z.string({ error: required }).check(z.minLength(1, required), z.refine(isIsoDate, 'invalidDate'))
export const hhmm = (required: string) => z.string({ error: required }).check(z.regex(TIME_OF_DAY, required))
export const quantity = z.number({ error: 'quantityRequired' }).check(z.int('invalidValue'), z.minimum(1, 'quantityRange'), z.maximum(MAX_QUANTITY, 'quantityRange'))

export const pickupSchema = z.strictObject({
  airportId: id('pickupLocationRequired'),
  counterId: z.string({ error: 'pickupLocationRequired' }).check(z.minLength(1, 'pickupLocationRequired'), z.maxLength(64, 'tooLong')),
  date: isoDate('pickupDateRequired'),
  time: hhmm('timeRequired'),
})

export const orderItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('product'),
      productId: id('productRequired'),
      planId: z.string({ error: 'planRequired' }).check(z.minLength(1, 'planRequired'), z.maxLength(64, 'tooLong')),
      cardType: z.enum(['physical', 'esim'], { error: 'cardTypeRequired' }),
      quantity,
      pickup: z.optional(pickupSchema),
    }),
    z.strictObject({
      kind: z.literal('rail'),
      activityId: id('productRequired'),
      trip: z.enum(RAIL_TRIPS, { error: 'tripRequired' }),
      quantity,
    }),
    z.strictObject({
      kind: z.literal('observationDeck'),
      activityId: id('productRequired'),
      visitDate: isoDate('visitDateRequired'),
      time: hhmm('timeRequired'),
      quantity,
    }),
  ],
  { error: 'productRequired' },
)
export type OrderItemInput = z.infer<typeof orderItemSchema>
