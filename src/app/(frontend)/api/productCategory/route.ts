import { productCategory } from '@/api/handlers/content/products'

export const { POST, GET } = productCategory
