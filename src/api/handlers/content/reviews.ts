import { defineEndpoint } from '@/api/endpoint'
import type { Data, reviewListSchema, reviewSchema } from '@/api/responses/content'
import { notFound } from '@/domain/errors'
import { esteemListSchema, idRequestSchema } from '@/lib/schemas/content'
import { getReview, listReviews } from '@/server/catalog/content'

/** POST /api/esteemList: approved reviews of a product or an activity (or all), newest first, paged. */
export const esteemList = defineEndpoint({
  schema: esteemListSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof reviewListSchema>> {
    return listReviews(locale, input)
  },
})

/** POST /api/esteemDetail: one approved review. */
export const esteemDetail = defineEndpoint({
  schema: idRequestSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof reviewSchema>> {
    const found = await getReview(locale, input.id)
    if (!found) throw notFound()
    return found
  },
})
