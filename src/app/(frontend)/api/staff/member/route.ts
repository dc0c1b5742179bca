import { staffMember } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffMember
