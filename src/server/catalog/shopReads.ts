/**
 * The catalog reads for pages, the storefront API and the other page-side readers, through this process's Payload
 * instance (src/server/payload.ts, which loads the config). The services take the reads of ./products, ./rates,
 * ./pickup, ./activities and ./legalVersions with the instance they were given: the config imports those services
 * (tasks, endpoints, hooks), so nothing they reach may load it (the import check counts `import()` too).
 */
import 'server-only'

import type { Payload } from 'payload'

import { getShopPayload } from '@/server/payload'

import * as activities from './activities'
import * as legal from './legalVersions'
import * as pickup from './pickup'
import * as products from './products'
import * as rates from './rates'
import { cachedRead } from './shared'

/** `read` with this process's Payload instance as its first argument. */
const withShopPayload =
  <A extends unknown[], R>(read: (payload: Payload, ...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    read(await getShopPayload(), ...args)

/** A cached read (./shared cachedRead) for a page-side module that reads through this process's instance. */
export function cached<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>, tags: string[] | ((...args: NoInfer<A>) => string[])) {
  return withShopPayload(cachedRead(name, (_payload: Payload, ...args: A) => fn(...args), tags))
}

export const listCategories = withShopPayload(products.listCategories)
export const getCategory = withShopPayload(products.getCategory)
export const listCategoriesInUse = withShopPayload(products.listCategoriesInUse)
export const listProducts = withShopPayload(products.listProducts)
export const getProduct = withShopPayload(products.getProduct)
export const getExchangeRates = withShopPayload(rates.getExchangeRates)
export const pricer = withShopPayload(rates.pricer)
export const listAirports = withShopPayload(pickup.listAirports)
export const getAirport = withShopPayload(pickup.getAirport)
export const getPickupTree = withShopPayload(pickup.getPickupTree)
export const listActivities = withShopPayload(activities.listActivities)
export const searchActivities = withShopPayload(activities.searchActivities)
export const getActivity = withShopPayload(activities.getActivity)
export const getSlotAvailability = withShopPayload(activities.getSlotAvailability)
export const legalVersions = withShopPayload(legal.legalVersions)
