import { esteemDetail } from '@/api/handlers/content/reviews'

export const { POST, GET } = esteemDetail
