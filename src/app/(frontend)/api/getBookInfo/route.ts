import { getBookInfo } from '@/api/handlers/booking'

export const { POST, GET } = getBookInfo
