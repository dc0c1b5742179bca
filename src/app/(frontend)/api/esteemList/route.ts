import { esteemList } from '@/api/handlers/content/reviews'

export const { POST, GET, PUT, PATCH, DELETE } = esteemList
