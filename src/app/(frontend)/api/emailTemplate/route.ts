import { emailTemplate } from '@/api/handlers/emailTemplate'

export const { POST, GET } = emailTemplate
