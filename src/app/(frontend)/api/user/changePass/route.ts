import { changePass } from '@/api/handlers/account'

export const { POST, GET, PUT, PATCH, DELETE } = changePass
