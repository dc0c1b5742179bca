import { questionList } from '@/api/handlers/content/faq'

export const { POST, GET, PUT, PATCH, DELETE } = questionList
