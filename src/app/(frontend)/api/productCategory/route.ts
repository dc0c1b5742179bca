import { productCategory } from '@/api/handlers/content/products'

export const { POST, GET, PUT, PATCH, DELETE } = productCategory
