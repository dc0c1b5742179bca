import { login } from '@/api/handlers/login'

export const { POST, GET, PUT, PATCH, DELETE } = login
