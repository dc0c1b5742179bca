import { passkeyLoginOptions } from '@/api/handlers/passkeys'

export const { POST, GET, PUT, PATCH, DELETE } = passkeyLoginOptions
