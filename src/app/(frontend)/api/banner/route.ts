import { banner } from '@/api/handlers/content/home'

export const { POST, GET, PUT, PATCH, DELETE } = banner
