import { staffResend } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffResend
