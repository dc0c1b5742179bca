import { defineEndpoint } from '@/api/endpoint'
import type {
  Data,
  productCategoryListSchema,
  productDetailSchema,
  productListSchema as productListData,
} from '@/api/responses/content'
import { notFound } from '@/domain/errors'
import { emptyRequestSchema, idRequestSchema, productListSchema } from '@/lib/schemas/content'
import { getProduct, listCategories, listProducts } from '@/server/catalog/shopReads'
import { withPrice } from '@/server/catalog/products'

import { requestPricer, withPrices } from './prices'

/** POST /api/productCategory: every product category. */
export const productCategory = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof productCategoryListSchema>> {
    return { list: await listCategories(locale) }
  },
})

/** POST /api/productList: published products by category, card type or a name in the request's language, paged. */
export const productList = defineEndpoint({
  schema: productListSchema,
  sharedAnswer: true,
  async handler({ input, locale, currency }): Promise<Data<typeof productListData>> {
    const [result, price] = await Promise.all([listProducts(locale, input), requestPricer({ currency, locale })])
    return { ...result, list: withPrices(result.list, price) }
  },
})

/** POST /api/productDetail: one published product with its plans and their prices. */
export const productDetail = defineEndpoint({
  schema: idRequestSchema,
  sharedAnswer: true,
  async handler({ input, locale, currency }): Promise<Data<typeof productDetailSchema>> {
    const [product, price] = await Promise.all([getProduct(locale, input.id), requestPricer({ currency, locale })])
    if (!product) throw notFound()
    return { ...withPrice(product, price), plans: product.plans.map((plan) => ({ ...plan, price: price(plan.priceTwd) })) }
  },
})
