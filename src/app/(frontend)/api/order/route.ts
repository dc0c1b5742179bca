import { orderEndpoint } from '@/api/handlers/order'

export const { POST, GET, PUT, PATCH, DELETE } = orderEndpoint
