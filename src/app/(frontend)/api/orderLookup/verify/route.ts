import { lookupVerifyEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET } = lookupVerifyEndpoint
