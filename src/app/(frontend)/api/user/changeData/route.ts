import { changeData } from '@/api/handlers/account'

export const { POST, GET, PUT, PATCH, DELETE } = changeData
