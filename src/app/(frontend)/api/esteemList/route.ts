import { esteemList } from '@/api/handlers/content/reviews'

export const { POST, GET } = esteemList
