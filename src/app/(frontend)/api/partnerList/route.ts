import { partnerList } from '@/api/handlers/booking'

export const { POST, GET } = partnerList
