import { btcOrderListEndpoint } from '@/api/handlers/partnerReport'

export const { POST, GET } = btcOrderListEndpoint
