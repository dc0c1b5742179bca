import { logout } from '@/api/handlers/login'

export const { POST, GET, PUT, PATCH, DELETE } = logout
