import { staffOrder } from '@/api/handlers/staffDesk'

export const { POST, GET, PUT, PATCH, DELETE } = staffOrder
