import { reviewStatusEndpoint } from '@/api/handlers/redemption'

export const { POST, GET, PUT, PATCH, DELETE } = reviewStatusEndpoint
