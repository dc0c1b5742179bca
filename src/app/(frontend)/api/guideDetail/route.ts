import { guideDetail } from '@/api/handlers/content/guides'

export const { POST, GET, PUT, PATCH, DELETE } = guideDetail
