import { cardAddressList } from '@/api/handlers/content/pickup'

export const { POST, GET } = cardAddressList
