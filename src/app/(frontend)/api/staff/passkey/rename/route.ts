import { staffPasskeyRename } from '@/api/handlers/staffPasskeys'

export const { POST, GET, PUT, PATCH, DELETE } = staffPasskeyRename
