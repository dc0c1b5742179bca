import { changePass } from '@/api/handlers/account'

export const { POST, GET } = changePass
