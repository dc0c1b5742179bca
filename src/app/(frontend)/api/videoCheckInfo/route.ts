import { videoCheckInfoEndpoint } from '@/api/handlers/care'

export const { POST, GET } = videoCheckInfoEndpoint
