import { contactEndpoint } from '@/api/handlers/care'

export const { POST, GET } = contactEndpoint
