import { staffPickupConfirm } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffPickupConfirm
