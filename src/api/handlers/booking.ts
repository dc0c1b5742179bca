import { defineEndpoint } from '@/api/endpoint'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { notFound } from '@/domain/errors'
import { getBookInfoSchema } from '@/lib/schemas/order'
import { bookInfo } from '@/server/orders/bookInfo'
import { partnerOptions } from '@/server/orders/partnerOptions'

/** POST /api/getBookInfo: plans, prices, pickup counters and allowed dates for the order form. */
export const getBookInfo = defineEndpoint({
  schema: getBookInfoSchema,
  async handler({ input, payload, locale, currency }) {
    const info = await bookInfo(payload, locale, currency, input)
    if (!info) throw notFound()
    return info
  },
})

/** POST /api/partnerList: the mileage partners an order can be linked to (spec: Asia Miles, or none). */
export const partnerList = defineEndpoint({
  schema: emptyRequestSchema,
  handler: async ({ locale }) => ({ list: partnerOptions(locale) }),
})
