import { bbcOrderDownloadEndpoint } from '@/api/handlers/partnerReport'

export const { POST, GET, PUT, PATCH, DELETE } = bbcOrderDownloadEndpoint
