import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import { queryId, queryText, type SearchParams } from '@/components/content/query'
import { OrderForm } from '@/components/order/OrderForm'
import type { Prefill } from '@/components/order/types'
import { inWindow } from '@/domain/bookingWindow'
import { isAfterNow, isTimeOfDay, taipeiNow } from '@/domain/dates'
import { MAX_QUANTITY, RAIL_TRIPS } from '@/domain/pricing'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import type { BookInfo } from '@/lib/views/order'
import { bookInfo } from '@/server/orders/bookInfo'
import { getShopPayload } from '@/server/payload'
import { partnerOptions } from '@/server/orders/partnerOptions'
import { listDeviceModels } from '@/server/catalog/devices'

type Props = { params: ShopParams; searchParams: SearchParams }
type Query = Awaited<SearchParams>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'orderForm' })
  return pageMetadata({ locale, path: '/bookNow/order', title: t('title'), description: t('lead'), noindex: true })
}

/** The query's choices that this product or ticket really offers; anything else is left for the visitor to pick. */
function prefillFrom(info: BookInfo, query: Query): Prefill {
  const prefill: Prefill = {}
  const quantity = Number(queryText(query.quantity, 2))
  if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY) prefill.quantity = quantity
  if (info.kind === 'product') {
    const planId = queryText(query.plan, 64)
    if (info.plans.some((p) => p.id === planId)) prefill.planId = planId
    if (!info.pickup) return prefill
    const airport = info.pickup.airports.find((a) => a.id === queryId(query.airport))
    if (!airport) return prefill
    prefill.airportId = airport.id
    const counter = airport.counters.find((c) => c.id === queryText(query.counter, 64))
    if (counter) prefill.counterId = counter.id
    const date = queryText(query.date, 10)
    if (inWindow(date, info.pickup)) {
      prefill.date = date
      const time = queryText(query.time, 5)
      const offered = counter ? counter.times.includes(time) : isTimeOfDay(time)
      if (offered && isAfterNow(date, time, info.pickup.now)) prefill.time = time
    }
    return prefill
  }
  if (info.kind === 'rail') {
    // "ticket" is the name the /bookNow page uses for the fare.
    const wanted = queryText(query.trip, 12) || queryText(query.ticket, 12)
    const trip = RAIL_TRIPS.find((t) => t === wanted)
    if (trip && info.prices[trip]) prefill.trip = trip
    return prefill
  }
  // Observation deck: visitDate/slot, or date/time as the ticket page sends them.
  const visitDate = queryText(query.visitDate, 10) || queryText(query.date, 10)
  if (info.visit && inWindow(visitDate, info.visit)) {
    prefill.visitDate = visitDate
    const slot = queryText(query.slot, 5) || queryText(query.time, 5)
    if (isTimeOfDay(slot)) prefill.slot = slot
  }
  return prefill
}

/** The address of this form with the query that chose the item, for "book again". */
function formHref(query: Query): string {
  const keep = ['product', 'plan', 'airport', 'counter', 'date', 'time', 'activity', 'trip', 'ticket', 'visitDate', 'slot', 'quantity']
  const search = new URLSearchParams()
  for (const key of keep) {
    const value = queryText(query[key], 64)
    if (value) search.set(key, value)
  }
  const text = search.toString()
  return text ? `/bookNow/order?${text}` : '/bookNow/order'
}

/** The order form (spec §2 "order form, order confirmation"): a SIM/eSIM with its plan and pickup, or a ticket. */
export default async function OrderPage({ params, searchParams }: Props) {
  const { locale, currency } = await shopParams(params)
  const query = await searchParams
  const [t, tBook] = await Promise.all([getTranslations('orderForm'), getTranslations('bookNow')])
  const productId = queryId(query.product)
  const activityId = productId ? undefined : queryId(query.activity)
  const info = productId || activityId ? await bookInfo(await getShopPayload(), locale, currency, productId ? { productId } : { activityId }) : null
  const devices = info?.kind === 'product' && info.cardType === 'esim' ? await listDeviceModels(locale) : []
  const crumbs = [{ label: tBook('title'), href: '/bookNow' }, { label: t('title') }]

  if (!info) {
    const missing = !productId && !activityId
    return (
      <>
        <PageIntro title={t('title')} crumbs={crumbs} />
        <div className="container page">
          <EmptyState
            testId={missing ? 'order-no-product' : 'order-gone'}
            title={missing ? t('noProductTitle') : t('goneTitle')}
            text={missing ? t('noProductText') : t('goneText')}
            action={
              <Link href="/bookNow" className="button">
                {t('chooseProduct')}
              </Link>
            }
          />
        </div>
      </>
    )
  }

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} crumbs={crumbs} />
      <div className="container page">
        <ClientMessages namespaces={['orderForm', 'cardHolders', 'validation', 'price', 'activities', 'product', ...(devices.length ? (['esimCheck'] as const) : [])]}>
          <OrderForm info={info} prefill={prefillFrom(info, query)} serverNow={taipeiNow()} formHref={formHref(query)} partners={partnerOptions(locale)} devices={devices} />
        </ClientMessages>
      </div>
    </>
  )
}
