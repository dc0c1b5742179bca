import { placeOrderEndpoint } from '@/api/handlers/order'

export const { POST, GET, PUT, PATCH, DELETE } = placeOrderEndpoint
