import { verifyPhone } from '@/api/handlers/account'

export const { POST, GET, PUT, PATCH, DELETE } = verifyPhone
