import { defineEndpoint } from '@/api/endpoint'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { notFound } from '@/domain/errors'
import { partnerCardPattern, PARTNERS } from '@/domain/partners'
import { getBookInfoSchema } from '@/lib/schemas/order'
import { MESSAGES } from '@/i18n/messages'
import { bookInfo } from '@/server/orders/bookInfo'

/** POST /api/getBookInfo: plans, prices, pickup counters and allowed dates for the order form. */
export const getBookInfo = defineEndpoint({
  schema: getBookInfoSchema,
  async handler({ input, locale, currency }) {
    const info = await bookInfo(locale, currency, input)
    if (!info) throw notFound()
    return info
  },
})

/** POST /api/partnerList: the mileage partners an order can be linked to (spec: Asia Miles, or none). */
export const partnerList = defineEndpoint({
  schema: emptyRequestSchema,
  async handler({ locale }) {
    const names = MESSAGES[locale].partners
    return {
      list: PARTNERS.map((value) => ({
        value,
        name: names[value],
        cardNumberPattern: partnerCardPattern(value)?.source ?? null,
      })),
    }
  },
})
