import { userServiceEndpoint } from '@/api/handlers/care'

export const { POST, GET } = userServiceEndpoint
