import { passkeyRename } from '@/api/handlers/passkeys'

export const { POST, GET, PUT, PATCH, DELETE } = passkeyRename
