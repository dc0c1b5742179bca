import { checkoutEndpoint } from '@/api/handlers/checkout'

export const { POST, GET } = checkoutEndpoint
