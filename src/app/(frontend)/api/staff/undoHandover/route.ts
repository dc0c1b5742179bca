import { staffUndoPickup } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffUndoPickup
