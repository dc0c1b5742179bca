import { guideDetail } from '@/api/handlers/content/guides'

export const { POST, GET } = guideDetail
