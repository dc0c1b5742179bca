import { z } from 'zod'

import { CURRENCIES } from '@/domain/currency'
import { LOCALES } from '@/domain/locale'

/**
 * The `data` of the content API's replies. The OpenAPI document is generated from these, the handlers
 * are typed by them, and the integration tests parse every reply with them (strict objects), so a field
 * added to a reply without being added here fails a test instead of going undocumented.
 */

const nullableString = z.string().nullable()
const id = z.int().positive()

export const displayPriceSchema = z
  .strictObject({
    twd: z.int().nonnegative().meta({ description: 'The amount charged, integer TWD' }),
    currency: z.enum(CURRENCIES).meta({ description: 'The `currency` header, or TWD when no rate is known for it' }),
    amount: z.number().meta({ description: "Indicative amount in `currency`, rounded to the currency's minor units" }),
    formatted: z.string(),
    formattedTwd: z.string(),
    approximate: z.boolean().meta({ description: 'True for every currency but TWD: payment settles in NTD' }),
  })
  .meta({ id: 'DisplayPrice', description: 'A TWD amount as shown in the display currency of the request' })

export const imageSchema = z
  .strictObject({ url: z.string(), alt: z.string(), width: z.number().nullable(), height: z.number().nullable() })
  .meta({ id: 'Image' })

const list = <T extends z.ZodType>(item: T) => z.strictObject({ list: z.array(item) })
const paged = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    list: z.array(item),
    total: z.int().nonnegative(),
    page: z.int().positive(),
    pageSize: z.int().positive(),
    totalPages: z.int().nonnegative(),
  })
const meta = z.strictObject({ title: nullableString, description: nullableString })
/** Issue 38 §10: an item staff show in languages it is not translated into comes in its own language, named here. */
const writtenIn = z
  .enum(LOCALES)
  .nullable()
  .meta({ description: "The language the item's text is written in when it is not the request's; null: the request's language" })

/* ---------- products ---------- */
export const categorySchema = z.strictObject({ id, name: z.string(), description: nullableString }).meta({ id: 'ProductCategory' })

export const productSummarySchema = z
  .strictObject({
    id,
    name: z.string(),
    categoryId: id.nullable(),
    cardType: z.enum(['physical', 'esim']),
    network: z.enum(['5G', '4G']),
    summary: nullableString,
    language: writtenIn,
    image: imageSchema.nullable(),
    fromPriceTwd: z.int().nonnegative().nullable().meta({ description: 'Cheapest active plan, integer TWD' }),
    fromPrice: displayPriceSchema.nullable(),
    plans: z
      .array(z.strictObject({ days: z.int().positive(), dataGb: z.number().positive().nullable(), priceTwd: z.int().nonnegative() }))
      .meta({ description: 'Active plans: length in days, data cap in GB (null: unlimited), integer TWD' }),
  })
  .meta({ id: 'ProductSummary' })

export const planSchema = z
  .strictObject({
    id: z.string(),
    days: z.int().positive(),
    dataAllowance: z.string(),
    dataGb: z.number().positive().nullable().meta({ description: 'Data cap in GB; null: unlimited' }),
    priceTwd: z.int().nonnegative(),
    price: displayPriceSchema,
    note: nullableString,
  })
  .meta({ id: 'ProductPlan' })

const airportRef = z.strictObject({ id, name: z.string(), code: z.string() })

export const productDetailSchema = productSummarySchema
  .extend({
    images: z.array(imageSchema),
    categoryName: nullableString,
    featuresHtml: z.string(),
    descriptionHtml: z.string(),
    specificationsHtml: z.string(),
    plans: z.array(planSchema),
    pickupAirports: z.array(airportRef),
    meta: meta.extend({ image: imageSchema.nullable() }),
  })
  .meta({ id: 'ProductDetail' })

export const productCategoryListSchema = list(categorySchema)
export const productListSchema = paged(productSummarySchema)
export const categoriesWithProductsSchema = list(categorySchema.extend({ products: z.array(productSummarySchema) }))

/* ---------- pickup ---------- */
export const airportSchema = z
  .strictObject({
    id,
    name: z.string(),
    code: z.string(),
    regionId: id.nullable(),
    image: imageSchema.nullable(),
    counters: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        terminal: z.string(),
        location: nullableString,
        opensAt: z.string().meta({ description: 'HH:mm, Taipei time' }),
        closesAt: z.string(),
        notes: nullableString,
      }),
    ),
    notesHtml: z.string(),
  })
  .meta({ id: 'Airport' })

export const airportListSchema = list(airportSchema)
export const pickupTreeSchema = list(
  z.strictObject({ id, name: z.string(), airports: z.array(airportRef) }).meta({ id: 'PickupRegion' }),
)

/* ---------- guides ---------- */
const guideFields = { id, name: z.string(), type: z.int().positive(), summary: nullableString, language: writtenIn }
export const guideListSchema = list(z.strictObject(guideFields).meta({ id: 'Guide' }))
export const guideDetailSchema = z
  .strictObject({ ...guideFields, contentHtml: z.string(), updatedAt: z.string() })
  .meta({ id: 'GuideDetail' })

/* ---------- FAQ ---------- */
export const questionCategoryListSchema = list(z.strictObject({ id, name: z.string() }).meta({ id: 'QuestionCategory' }))
export const questionListSchema = paged(
  z.strictObject({ id, question: z.string(), answerHtml: z.string(), categoryId: id.nullable(), language: writtenIn }).meta({ id: 'Question' }),
)

/* ---------- news ---------- */
const newsFields = {
  id,
  title: z.string(),
  summary: nullableString,
  publishedAt: z.string(),
  coverImage: imageSchema.nullable(),
  language: writtenIn,
}
const neighbour = z.strictObject({ id, title: z.string(), language: writtenIn }).nullable()
export const newsListSchema = paged(z.strictObject(newsFields).meta({ id: 'NewsItem' }))
export const newsDetailSchema = z
  .strictObject({ ...newsFields, contentHtml: z.string(), meta, previous: neighbour, next: neighbour })
  .meta({ id: 'NewsDetail' })

/* ---------- reviews ("esteem") ---------- */
const named = z.strictObject({ id, name: z.string() }).nullable()
export const reviewSchema = z
  .strictObject({
    id,
    displayName: z.string(),
    rating: z.int().min(1).max(5),
    title: nullableString,
    text: z.string(),
    language: nullableString,
    reviewedAt: z.string(),
    product: named,
    activity: named,
  })
  .meta({ id: 'Review' })
export const reviewListSchema = paged(reviewSchema).extend({
  averageRating: z.number().nullable().meta({ description: 'Of all approved reviews matching the filter' }),
})

/* ---------- home ---------- */
export const bannerListSchema = list(
  z
    .strictObject({ id, title: z.string(), subtitle: nullableString, image: imageSchema.nullable(), link: nullableString, language: writtenIn })
    .meta({ id: 'Banner' }),
)
export const productProcessSchema = list(z.strictObject({ title: z.string(), text: nullableString }))
export const invoiceGiveSchema = z.strictObject({ contentHtml: z.string() })
export const cooperateActivitySchema = list(
  z.strictObject({ title: z.string(), text: nullableString, image: imageSchema.nullable(), link: nullableString }),
)
export const seoSchema = z.strictObject({
  siteName: z.string(),
  siteDescription: z.string(),
  title: z.string().meta({ description: "The home page's meta title, or the site name" }),
  description: z.string().meta({ description: "The home page's meta description, or the site description" }),
  image: imageSchema.nullable(),
})

/* ---------- tickets and activities ---------- */
const twd = (description: string) => z.int().nonnegative().optional().meta({ description: `${description}, integer TWD` })
const activityPrices = z.strictObject({
  oneWayTwd: twd('Rail one-way'),
  oneWay: displayPriceSchema.optional(),
  roundTripTwd: twd('Rail round trip'),
  roundTrip: displayPriceSchema.optional(),
  ticketTwd: twd('Observation-deck ticket'),
  ticket: displayPriceSchema.optional(),
})
export const activitySchema = z
  .strictObject({
    id,
    name: z.string(),
    kind: z.enum(['rail', 'observationDeck']),
    summary: nullableString,
    descriptionHtml: z.string(),
    images: z.array(imageSchema),
    venue: nullableString,
    language: writtenIn,
    prices: activityPrices,
    fromPriceTwd: z.int().nonnegative().nullable(),
    fromPrice: displayPriceSchema.nullable(),
  })
  .meta({ id: 'Activity' })
export const activityListSchema = list(activitySchema)
export const activitySlotsSchema = z.strictObject({
  activityId: id,
  visitDate: z.string(),
  priceTwd: z.int().nonnegative().nullable(),
  price: displayPriceSchema.nullable(),
  list: z.array(
    z.strictObject({
      time: z.string().meta({ description: 'HH:mm, Taipei time' }),
      capacity: z.int().nonnegative(),
      reserved: z.int().nonnegative(),
      remaining: z.int().nonnegative(),
    }),
  ),
})

export type Data<S extends z.ZodType> = z.output<S>
