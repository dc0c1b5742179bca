import { staffPickupChange } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffPickupChange
