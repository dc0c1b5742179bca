import { btcOrderDownloadEndpoint } from '@/api/handlers/partnerReport'

export const { POST, GET } = btcOrderDownloadEndpoint
