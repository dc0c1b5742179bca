import { invoiceGive } from '@/api/handlers/content/home'

export const { POST, GET } = invoiceGive
