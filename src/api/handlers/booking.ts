import { z } from 'zod'

import { defineEndpoint } from '@/api/endpoint'
import { notFound } from '@/api/errors'
import { PARTNERS } from '@/lib/schemas/order'
import { MESSAGES } from '@/i18n/messages'
import { bookInfo } from '@/server/orders/bookInfo'

const positiveId = z.number({ error: 'invalidType' }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue')

/** POST /api/getBookInfo: plans, prices, pickup counters and allowed dates for the order form. */
export const getBookInfo = defineEndpoint({
  schema: z
    .strictObject({ productId: positiveId.optional(), activityId: positiveId.optional() })
    .refine((v) => Boolean(v.productId) !== Boolean(v.activityId), { path: ['productId'], message: 'productRequired' }),
  async handler({ input, locale, currency }) {
    const info = await bookInfo(locale, currency, input)
    if (!info) throw notFound()
    return info
  },
})

/** POST /api/partnerList: the mileage partners an order can be linked to (spec: Asia Miles, or none). */
export const partnerList = defineEndpoint({
  schema: z.strictObject({}),
  async handler({ locale }) {
    const names = MESSAGES[locale].partners
    return {
      list: PARTNERS.map((value) => ({
        value,
        name: names[value],
        cardNumberPattern: value === 'asiaMiles' ? '^\\d{10}$' : null,
      })),
    }
  },
})
