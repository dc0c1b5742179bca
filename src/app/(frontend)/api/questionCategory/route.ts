import { questionCategory } from '@/api/handlers/content/faq'

export const { POST, GET } = questionCategory
