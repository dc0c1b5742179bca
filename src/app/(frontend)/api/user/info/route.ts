import { userInfoEndpoint } from '@/api/handlers/user'

export const { POST, GET, PUT, PATCH, DELETE } = userInfoEndpoint
