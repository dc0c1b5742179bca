import { sendEmail } from '@/api/handlers/verification'

export const { POST, GET, PUT, PATCH, DELETE } = sendEmail
