import { userServiceEndpoint } from '@/api/handlers/care'

export const { POST, GET, PUT, PATCH, DELETE } = userServiceEndpoint
