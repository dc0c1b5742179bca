import { staffSearch } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffSearch
