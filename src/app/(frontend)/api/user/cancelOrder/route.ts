import { cancelOrderEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET } = cancelOrderEndpoint
