import { getBookInfo } from '@/api/handlers/booking'

export const { POST, GET, PUT, PATCH, DELETE } = getBookInfo
