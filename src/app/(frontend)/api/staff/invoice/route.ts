import { staffInvoice } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffInvoice
