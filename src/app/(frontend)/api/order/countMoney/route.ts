import { countMoneyEndpoint } from '@/api/handlers/order'

export const { POST, GET, PUT, PATCH, DELETE } = countMoneyEndpoint
