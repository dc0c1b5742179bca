import { logout } from '@/api/handlers/login'

export const { POST, GET } = logout
