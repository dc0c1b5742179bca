import { topUpPlansEndpoint } from '@/api/handlers/topUp'

export const { POST, GET, PUT, PATCH, DELETE } = topUpPlansEndpoint
