import { staffPickupList } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffPickupList
