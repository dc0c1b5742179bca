import { contactEndpoint } from '@/api/handlers/care'

export const { POST, GET, PUT, PATCH, DELETE } = contactEndpoint
