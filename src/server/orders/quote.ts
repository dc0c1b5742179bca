import 'server-only'

import type { Payload } from 'payload'

import type { Currency } from '@/domain/currency'
import { fieldRules, tooManyAttempts } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { displayPrice } from '@/domain/money'
import { quote, type Quote } from '@/domain/pricing'
import { PROMO_GUESS_POLICY } from '@/domain/throttle'
import type { CountMoneyInput } from '@/lib/schemas/order'
import type { MoneyView } from '@/lib/views/order'
import { getExchangeRates } from '@/server/catalog/rates'
import { refundAttempt, reserveAttempt } from '@/server/rateLimit'

import { resolveItem, type ResolvedItem } from './items'
import { loadPromo, type LoadedPromo } from './promo'

type Amounts = Pick<MoneyView, 'quantity' | 'unitPriceTwd' | 'subtotalTwd' | 'discountTwd' | 'totalTwd' | 'promoCode'>

/** TWD amounts (computed by the pricing rule, or stored on an order) with their display-currency view. */
export async function moneyView(payload: Payload, amounts: Amounts, currency: Currency, locale: Locale): Promise<MoneyView> {
  const { rates, updatedAt } = await getExchangeRates(payload)
  const show = (twd: number) => displayPrice(twd, currency, rates, locale)
  return {
    ...amounts,
    currency,
    unitPrice: show(amounts.unitPriceTwd),
    subtotal: show(amounts.subtotalTwd),
    discount: show(amounts.discountTwd),
    total: show(amounts.totalTwd),
    ratesUpdatedAt: updatedAt,
  }
}

export const quoteAmounts = (q: Quote, item: ResolvedItem, promoCode: string | null): Amounts => ({
  quantity: item.quantity,
  unitPriceTwd: item.unitPriceTwd,
  subtotalTwd: q.subtotalTwd,
  discountTwd: q.discountTwd,
  totalTwd: q.totalTwd,
  promoCode,
})

const promoGuessBucket = (ip: string) => `promo-guess:${ip}`

/**
 * Prices an item with an optional promo code; an unusable code is a field error "Promotional code is
 * invalid.". Codes could be guessed one request at a time, so each client address may try only so many
 * that turn out unusable (counted before the lookup, so parallel guesses get no extra tries).
 */
export async function priceItem(
  payload: Payload,
  locale: Locale,
  input: Pick<CountMoneyInput, 'item' | 'promoCode'>,
  client: { ip: string },
): Promise<{ item: ResolvedItem; quote: Quote; promo: LoadedPromo | null }> {
  const item = await resolveItem(payload, locale, input.item)
  if (!input.promoCode) return { item, quote: quote([item.line], null), promo: null }

  const bucket = promoGuessBucket(client.ip)
  const attempt = await reserveAttempt(payload, bucket, PROMO_GUESS_POLICY)
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tooManyAttempts')
  const promo = await loadPromo(payload, input.promoCode)
  const q = quote([item.line], promo === 'unknown' || promo === null ? 'unknown' : promo.rule)
  if (q.promo && !q.promo.applied) throw fieldRules({ promoCode: 'promoInvalid' })
  await refundAttempt(payload, bucket)
  return { item, quote: q, promo: promo === 'unknown' ? null : promo }
}

/**
 * A quote that follows from the catalog alone (an eSIM plan or an airport rail fare, without a promo code): the same
 * for every caller until a content save, so /api/order/countMoney keeps it like a catalog read. Not a promo code
 * (per-address guess limit, a code's use count and dates), a pickup (the booking window moves with the clock) or an
 * observation-deck slot (seats).
 */
export function isCatalogQuote(input: CountMoneyInput): boolean {
  if (input.promoCode) return false
  return input.item.kind === 'rail' || (input.item.kind === 'product' && input.item.cardType === 'esim' && !input.item.pickup)
}

/** /api/order/countMoney: the totals the confirmation screen shows, computed only here. */
export async function countMoney(
  payload: Payload,
  locale: Locale,
  currency: Currency,
  input: CountMoneyInput,
  client: { ip: string },
): Promise<MoneyView> {
  const { item, quote: q, promo } = await priceItem(payload, locale, input, client)
  return moneyView(payload, quoteAmounts(q, item, promo?.doc.code ?? null), currency, locale)
}
