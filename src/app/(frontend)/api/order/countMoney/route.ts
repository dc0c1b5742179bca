import { countMoneyEndpoint } from '@/api/handlers/order'

export const { POST, GET } = countMoneyEndpoint
