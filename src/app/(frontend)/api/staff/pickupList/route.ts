import { staffPickupList } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffPickupList
