import { questionList } from '@/api/handlers/content/faq'

export const { POST, GET } = questionList
