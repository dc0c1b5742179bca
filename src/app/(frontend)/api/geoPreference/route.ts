import { geoPreference } from '@/api/handlers/geo'

export const { POST, GET, PUT, PATCH, DELETE } = geoPreference
