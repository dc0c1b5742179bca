import type { Currency } from '@/domain/currency'
import type { Locale } from '@/domain/locale'
import type { DisplayPrice } from '@/domain/money'
import { pricer } from '@/server/catalog/shopReads'
import { withPrice } from '@/server/catalog/products'

export type PriceFn = (twd: number) => DisplayPrice

/** The request's price function: integer TWD → DisplayPrice in the `currency` header (TWD by default). */
export const requestPricer = (ctx: { currency: Currency; locale: Locale }): Promise<PriceFn> => pricer(ctx.currency, ctx.locale)

/** Adds `fromPrice` next to each `fromPriceTwd`. */
export const withPrices = <T extends { fromPriceTwd: number | null }>(items: T[], price: PriceFn) =>
  items.map((item) => withPrice(item, price))
