import { userInfoEndpoint } from '@/api/handlers/user'

export const { POST, GET } = userInfoEndpoint
