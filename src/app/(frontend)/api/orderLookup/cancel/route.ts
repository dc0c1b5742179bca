import { lookupCancelEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET, PUT, PATCH, DELETE } = lookupCancelEndpoint
