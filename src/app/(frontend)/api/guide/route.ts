import { guide } from '@/api/handlers/content/guides'

export const { POST, GET, PUT, PATCH, DELETE } = guide
