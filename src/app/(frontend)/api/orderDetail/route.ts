import { orderDetailEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET, PUT, PATCH, DELETE } = orderDetailEndpoint
