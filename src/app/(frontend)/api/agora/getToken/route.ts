import { agoraTokenEndpoint } from '@/api/handlers/care'

export const { POST, GET } = agoraTokenEndpoint
