import { defineEndpoint } from '@/api/endpoint'
import type { Data, guideDetailSchema, guideListSchema as guideListData } from '@/api/responses/content'
import { notFound } from '@/domain/errors'
import { guideListSchema, idRequestSchema } from '@/lib/schemas/content'
import { getGuide, listGuides } from '@/server/catalog/content'

/** POST /api/guide: published guides, optionally of one type (type 1 is the header's purchase notes). */
export const guide = defineEndpoint({
  schema: guideListSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof guideListData>> {
    return { list: await listGuides(locale, input.type) }
  },
})

/** POST /api/guideDetail: one published guide with its content as HTML. */
export const guideDetail = defineEndpoint({
  schema: idRequestSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof guideDetailSchema>> {
    const found = await getGuide(locale, input.id)
    if (!found) throw notFound()
    return found
  },
})
