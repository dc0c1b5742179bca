import { bbcOrderListEndpoint } from '@/api/handlers/partnerReport'

export const { POST, GET } = bbcOrderListEndpoint
