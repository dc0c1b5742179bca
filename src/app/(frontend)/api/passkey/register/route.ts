import { passkeyRegister } from '@/api/handlers/passkeys'

export const { POST, GET, PUT, PATCH, DELETE } = passkeyRegister
