import { staffVisitChange } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffVisitChange
