import { btcOrderListEndpoint } from '@/api/handlers/partnerReport'

export const { POST, GET, PUT, PATCH, DELETE } = btcOrderListEndpoint
