import { login } from '@/api/handlers/login'

export const { POST, GET } = login
