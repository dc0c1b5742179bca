import { cancelOrderEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET, PUT, PATCH, DELETE } = cancelOrderEndpoint
