import { lookupSendCodeEndpoint } from '@/api/handlers/memberOrders'

export const { POST, GET, PUT, PATCH, DELETE } = lookupSendCodeEndpoint
