import { placeTopUpEndpoint } from '@/api/handlers/topUp'

export const { POST, GET, PUT, PATCH, DELETE } = placeTopUpEndpoint
