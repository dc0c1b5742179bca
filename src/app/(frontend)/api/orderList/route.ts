import { orderListEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET } = orderListEndpoint
