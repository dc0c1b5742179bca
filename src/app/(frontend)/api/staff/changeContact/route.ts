import { staffContactChange } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffContactChange
