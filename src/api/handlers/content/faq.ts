import { defineEndpoint } from '@/api/endpoint'
import type { Data, questionCategoryListSchema, questionListSchema as questionListData } from '@/api/responses/content'
import { emptyRequestSchema, questionListSchema } from '@/lib/schemas/content'
import { listFaqCategories, listFaqs } from '@/server/catalog/content'

/** POST /api/questionCategory: FAQ categories. */
export const questionCategory = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof questionCategoryListSchema>> {
    return { list: await listFaqCategories(locale) }
  },
})

/** POST /api/questionList: published FAQ entries by category or a keyword in the question, paged. */
export const questionList = defineEndpoint({
  schema: questionListSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof questionListData>> {
    return listFaqs(locale, input)
  },
})
