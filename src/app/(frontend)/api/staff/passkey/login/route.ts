import { staffPasskeyLogin } from '@/api/handlers/staffPasskeys'

export const { POST, GET, PUT, PATCH, DELETE } = staffPasskeyLogin
