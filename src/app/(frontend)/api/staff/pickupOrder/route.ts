import { staffPickupOrder } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffPickupOrder
