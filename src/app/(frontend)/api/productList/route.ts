import { productList } from '@/api/handlers/content/products'

export const { POST, GET } = productList
