import { defineEndpoint } from '@/api/endpoint'
import type {
  bannerListSchema,
  categoriesWithProductsSchema,
  cooperateActivitySchema,
  Data,
  invoiceGiveSchema,
  productProcessSchema,
  seoSchema,
} from '@/api/responses/content'
import { MESSAGES } from '@/i18n/messages'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { listBanners } from '@/server/catalog/content'
import { getCategoriesWithProducts, getHome } from '@/server/catalog/home'

import { requestPricer, withPrices } from './prices'

/**
 * Array rows of the home page are shared by all languages while their texts are per language: a row
 * written in one language only has no title in the others (not even the zh-TW fallback). Leave it out.
 */
const titled = <T extends { title: string }>(rows: T[]) => rows.filter((row) => typeof row.title === 'string' && row.title !== '')

/** POST /api/banner: published home banners in order. */
export const banner = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof bannerListSchema>> {
    return { list: await listBanners(locale) }
  },
})

/** POST /api/index/productCategory: categories, each with its published products (home page). */
export const indexProductCategory = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale, currency }): Promise<Data<typeof categoriesWithProductsSchema>> {
    const [categories, price] = await Promise.all([getCategoriesWithProducts(locale), requestPricer({ currency, locale })])
    return { list: categories.map((category) => ({ ...category, products: withPrices(category.products, price) })) }
  },
})

/** POST /api/index/productProcess: the steps from order to pickup (home page). */
export const productProcess = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof productProcessSchema>> {
    return { list: titled((await getHome(locale)).productProcess) }
  },
})

/** POST /api/index/invoiceGive: the e-invoice donation text (home page). */
export const invoiceGive = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof invoiceGiveSchema>> {
    return { contentHtml: (await getHome(locale)).invoiceGiveHtml }
  },
})

/** POST /api/index/seo: the home page's meta data, with the site's name and description as fallbacks. */
export const seo = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof seoSchema>> {
    const { meta } = await getHome(locale)
    const site = MESSAGES[locale].meta
    return {
      siteName: site.siteName,
      siteDescription: site.description,
      title: meta.title || site.siteName,
      description: meta.description || site.description,
      image: meta.image,
    }
  },
})

/** POST /api/cooperateActivity: business cooperation entries (home page). */
export const cooperateActivity = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof cooperateActivitySchema>> {
    return { list: titled((await getHome(locale)).cooperationActivities) }
  },
})
