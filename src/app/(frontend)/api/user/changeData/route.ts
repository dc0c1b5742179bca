import { changeData } from '@/api/handlers/account'

export const { POST, GET } = changeData
