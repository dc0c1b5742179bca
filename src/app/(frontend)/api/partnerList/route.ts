import { partnerList } from '@/api/handlers/booking'

export const { POST, GET, PUT, PATCH, DELETE } = partnerList
