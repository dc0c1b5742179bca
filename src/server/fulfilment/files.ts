import 'server-only'

/**
 * The order page's downloads, behind the same signed key: the PDF (English labels, names as written) and the
 * calendar entry of a pickup or an observation-deck visit (in the order's language).
 */
import { createTranslator } from 'next-intl'

import { buildIcs } from '@/domain/ics'
import { pickupPlaceLabel } from '@/domain/pickup'
import { planLabel } from '@/server/orders/planLabel'
import { MESSAGES } from '@/i18n/messages'
import { siteUrl } from '@/server/env'
import { getShopPayload } from '@/server/payload'

import { loadOrderPass, type OrderPass } from './pass'
import { orderPassPdf } from './pdf'
import { orderPagePath } from '@/server/signing/orderLinks'

/** A download: its file name, type and bytes (the route answers with it; null is "not found"). */
export type OrderFile = { filename: string; contentType: string; body: Uint8Array<ArrayBuffer> | string }

async function fulfilledPass(orderNumber: string, key: string | null): Promise<OrderPass | null> {
  const pass = await loadOrderPass(await getShopPayload(), orderNumber, key)
  return pass?.delivered ? pass : null
}

/** The airport and counter in English ("Taoyuan International Airport T1 · Arrival hall counter"). */
async function englishPlace(pass: OrderPass): Promise<string | null> {
  if (!pass.pickup?.airportId) return null
  const payload = await getShopPayload()
  const airport = await payload.findByID({ collection: 'airports', id: pass.pickup.airportId, locale: 'en', depth: 0, overrideAccess: true }).catch(() => null)
  if (!airport) return null
  const counter = airport.counters?.find((c) => c.id === pass.pickup?.counterId)
  return counter ? pickupPlaceLabel(airport.name, counter) : airport.name
}

/**
 * The item and its plan (or rail trip) in English, from the catalog: the PDF's labels are English, so an order placed
 * in Japanese or Chinese prints both names. Null where the catalog entry is gone (the order's own text is printed).
 */
async function englishItem(pass: OrderPass): Promise<{ itemName: string | null; planLabel: string | null }> {
  const payload = await getShopPayload()
  const { productId, planId, activityId, railTrip } = pass.catalog
  if (productId !== null) {
    const product = await payload.findByID({ collection: 'products', id: productId, locale: 'en', depth: 0, overrideAccess: true }).catch(() => null)
    const plan = product?.plans?.find((p) => p.id === planId)
    return { itemName: product?.name ?? null, planLabel: plan ? planLabel('en', plan) : null }
  }
  if (activityId !== null) {
    const activity = await payload.findByID({ collection: 'activities', id: activityId, locale: 'en', depth: 0, overrideAccess: true }).catch(() => null)
    const trip = railTrip && railTrip in MESSAGES.en.activities ? MESSAGES.en.activities[railTrip as keyof typeof MESSAGES.en.activities] : null
    return { itemName: activity?.name ?? null, planLabel: typeof trip === 'string' ? trip : null }
  }
  return { itemName: null, planLabel: null }
}

/** The order page as a PDF, or null (unknown order, wrong key, nothing delivered yet). */
export async function orderPdfFile(orderNumber: string, key: string | null): Promise<OrderFile | null> {
  const pass = await fulfilledPass(orderNumber, key)
  if (!pass) return null
  const [place, item] = await Promise.all([englishPlace(pass), englishItem(pass)])
  const pdf = await orderPassPdf(pass, place, item)
  return { filename: `${pass.orderNumber}.pdf`, contentType: 'application/pdf', body: new Uint8Array(pdf) }
}

/** The pickup (or visit) as an .ics entry, or null (as above, or nothing with a time to put in a calendar). */
export async function orderCalendarFile(orderNumber: string, key: string | null): Promise<OrderFile | null> {
  const pass = await fulfilledPass(orderNumber, key)
  const when = pass?.pickup?.time ? { date: pass.pickup.date, time: pass.pickup.time } : pass?.visit ? { date: pass.visit.date, time: pass.visit.timeSlot } : null
  if (!pass || !when || !key) return null
  const t = createTranslator({ locale: pass.locale, messages: MESSAGES[pass.locale] })
  const pickup = pass.kind === 'voucher'
  const rules = pickup ? [t('mail.delivered.voucher.ruleIds'), t('cardHolders.ageRule'), t('cardHolders.rule')].map((rule) => `• ${rule}`) : []
  const ics = buildIcs({
    uid: `${pass.orderNumber}-${pickup ? 'pickup' : 'visit'}@${new URL(siteUrl()).hostname}`,
    date: when.date,
    time: when.time,
    durationMinutes: pickup ? 30 : 60,
    summary: pickup ? t('orderPass.calendarPickup', { item: pass.itemName }) : t('orderPass.calendarVisit', { item: pass.itemName }),
    location: pass.pickup?.place || undefined,
    description: [t('orderPass.calendarDescription', { orderNumber: pass.orderNumber }), ...rules].join('\n'),
    url: `${siteUrl()}${orderPagePath(pass.locale, pass.orderNumber, key)}`,
  })
  return { filename: `${pass.orderNumber}.ics`, contentType: 'text/calendar; charset=utf-8', body: ics }
}
