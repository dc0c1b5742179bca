import 'server-only'

import type { Currency } from '@/domain/currency'
import type { Locale } from '@/domain/locale'
import { displayPrice, type DisplayPrice, type ExchangeRates } from '@/domain/money'
import { CACHE_TAGS } from '@/server/cache'
import type { Payload } from 'payload'

import { cachedRead } from './shared'

export type RatesView = { rates: ExchangeRates; updatedAt: string | null }

export const getExchangeRates = cachedRead(
  'exchange-rates',
  async (payload: Payload): Promise<RatesView> => {
    const global = await payload.findGlobal({ slug: 'exchange-rates', depth: 0, overrideAccess: false })
    const rates = Object.fromEntries(Object.entries(global.rates ?? {}).filter(([, v]) => typeof v === 'number')) as ExchangeRates
    return { rates, updatedAt: global.updatedAt ?? null }
  },
  [CACHE_TAGS.exchangeRates],
)

/** A price function for one request: TWD amount → what the visitor sees in their currency. */
export async function pricer(payload: Payload, currency: Currency, locale: Locale): Promise<(twd: number) => DisplayPrice> {
  const { rates } = await getExchangeRates(payload)
  return (twd) => displayPrice(twd, currency, rates, locale)
}
