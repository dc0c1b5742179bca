import { staffRefund } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffRefund
