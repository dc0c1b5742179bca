import { guide } from '@/api/handlers/content/guides'

export const { POST, GET } = guide
