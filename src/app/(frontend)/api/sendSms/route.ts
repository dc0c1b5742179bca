import { sendSms } from '@/api/handlers/verification'

export const { POST, GET, PUT, PATCH, DELETE } = sendSms
