import { productDetail } from '@/api/handlers/content/products'

export const { POST, GET } = productDetail
