import { checkCode } from '@/api/handlers/verification'

export const { POST, GET, PUT, PATCH, DELETE } = checkCode
