import { staffSecondFactorEnrol } from '@/api/handlers/staffSecondFactor'

export const { POST, GET, PUT, PATCH, DELETE } = staffSecondFactorEnrol
