import { newMessageDetail } from '@/api/handlers/content/news'

export const { POST, GET, PUT, PATCH, DELETE } = newMessageDetail
