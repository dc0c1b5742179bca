import { staffNote } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffNote
