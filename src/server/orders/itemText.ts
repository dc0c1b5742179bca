import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'
import type { Order } from '@/payload-types'
import { getActivity } from '@/server/catalog/activities'
import { idOf } from '@/server/catalog/shared'
import { getProduct } from '@/server/catalog/products'

import { planLabel } from './planLabel'

export type ItemTextSource = Pick<Order, 'locale' | 'itemKind' | 'itemName' | 'planLabel' | 'product' | 'planId' | 'activity' | 'railTrip'>

/**
 * The item's name and plan ("Taiwan 5G Unlimited SIM", "5 days · Unlimited") in `locale`, read from the live
 * catalog (cached reads), so that an order placed in Japanese reads in Korean on the Korean pages; the order's own
 * text (in the language it was placed in) when it is in that language already, or when the product, its plan or the
 * ticket is no longer on sale.
 */
export async function itemTextIn(payload: Payload, order: ItemTextSource, locale: Locale): Promise<{ itemName: string; planLabel: string | null }> {
  const stored = { itemName: order.itemName, planLabel: order.planLabel ?? null }
  if (order.locale === locale) return stored
  if (order.itemKind === 'product') {
    const productId = idOf(order.product)
    const product = productId === null ? null : await getProduct(payload, locale, productId, true)
    const plan = product?.plans.find((p) => p.id === order.planId)
    return product && plan ? { itemName: product.name, planLabel: planLabel(locale, plan) } : stored
  }
  const activityId = idOf(order.activity)
  const activity = activityId === null ? null : await getActivity(payload, locale, activityId, true)
  if (!activity) return stored
  return { itemName: activity.name, planLabel: order.railTrip ? MESSAGES[locale].activities[order.railTrip] : stored.planLabel }
}
