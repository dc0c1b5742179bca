import { defineEndpoint } from '@/api/endpoint'
import type { Data, newsDetailSchema, newsListSchema } from '@/api/responses/content'
import { notFound } from '@/domain/errors'
import { idRequestSchema, pageRequestSchema } from '@/lib/schemas/content'
import { getNews, listNews } from '@/server/catalog/content'

/** POST /api/newMessageList: published news, newest first, paged. */
export const newMessageList = defineEndpoint({
  schema: pageRequestSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof newsListSchema>> {
    return listNews(locale, input)
  },
})

/** POST /api/newMessageDetail: one published news item with its neighbours. */
export const newMessageDetail = defineEndpoint({
  schema: idRequestSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof newsDetailSchema>> {
    const found = await getNews(locale, input.id)
    if (!found) throw notFound()
    return found
  },
})
