import { commitTopicEndpoint } from '@/api/handlers/care'

export const { POST, GET } = commitTopicEndpoint
