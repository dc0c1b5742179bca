import { staffPasskeyRegisterOptions } from '@/api/handlers/staffPasskeys'

export const { POST, GET, PUT, PATCH, DELETE } = staffPasskeyRegisterOptions
