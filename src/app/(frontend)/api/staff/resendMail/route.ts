import { staffResend } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffResend
