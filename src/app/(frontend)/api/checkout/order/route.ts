import { checkoutOrderEndpoint } from '@/api/handlers/checkout'

export const { POST, GET, PUT, PATCH, DELETE } = checkoutOrderEndpoint
