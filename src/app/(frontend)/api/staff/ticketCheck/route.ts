import { staffTicketCheck } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffTicketCheck
