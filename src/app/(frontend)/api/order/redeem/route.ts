import { redeemEndpoint } from '@/api/handlers/redemption'

export const { POST, GET, PUT, PATCH, DELETE } = redeemEndpoint
