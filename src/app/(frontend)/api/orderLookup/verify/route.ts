import { lookupVerifyEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET, PUT, PATCH, DELETE } = lookupVerifyEndpoint
