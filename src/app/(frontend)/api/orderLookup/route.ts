import { lookupOrderEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET, PUT, PATCH, DELETE } = lookupOrderEndpoint
