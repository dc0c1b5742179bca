import { authenticationEndpoint } from '@/api/handlers/care'

export const { POST, GET } = authenticationEndpoint
