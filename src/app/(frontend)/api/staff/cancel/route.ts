import { staffCancel } from '@/api/handlers/staffDesk'

export const { POST, GET } = staffCancel
