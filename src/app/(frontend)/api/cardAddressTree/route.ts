import { cardAddressTree } from '@/api/handlers/content/pickup'

export const { POST, GET, PUT, PATCH, DELETE } = cardAddressTree
