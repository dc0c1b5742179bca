/**
 * Money rules: amounts are integer TWD on the server; a display currency is only a formatted,
 * approximate view of a TWD amount, using staff-maintained rates (units of currency per 1 TWD).
 */
import type { Currency } from './currency'
import { inBrackets, sentenceGap, type Locale } from './locale'

export type ExchangeRates = Partial<Record<Exclude<Currency, 'TWD'>, number>>

export type DisplayPrice = {
  /** The amount that will be charged, integer TWD. */
  twd: number
  currency: Currency
  /** The indicative amount in `currency`, rounded to that currency's minor units. */
  amount: number
  formatted: string
  formattedTwd: string
  /** True for every currency but TWD: payment settles in NTD. */
  approximate: boolean
}

// Building an Intl.NumberFormat costs far more than formatting with one: every price on every page and
// API reply goes through here, so each locale × currency formatter is made once per process.
const digitsCache = new Map<Currency, number>()
const formatterCache = new Map<string, Intl.NumberFormat>()

/** Minor units per ISO 4217; TWD prices are whole dollars in this shop, so they show none. */
export function fractionDigits(currency: Currency): number {
  if (currency === 'TWD') return 0
  let digits = digitsCache.get(currency)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    digitsCache.set(currency, digits)
  }
  return digits
}

export function convertFromTwd(twd: number, currency: Currency, rates: ExchangeRates): number | null {
  if (currency === 'TWD') return twd
  const rate = rates[currency]
  if (!rate || !Number.isFinite(rate) || rate <= 0) return null
  const factor = 10 ** fractionDigits(currency)
  return Math.round(twd * rate * factor) / factor
}

const ntdFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** NT$ as staff, partners and order histories read an amount, the same in every language: "NT$1,234". */
export const formatNtd = (twd: number): string => `NT$${ntdFormat.format(twd)}`

/** `digits`: other than the currency's own minor units only for a figure to check, e.g. a B2C line's share to the cent. */
export function formatMoney(amount: number, currency: Currency, locale: Locale, digits = fractionDigits(currency)): string {
  const key = `${locale}|${currency}|${digits}`
  let formatter = formatterCache.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatterCache.set(key, formatter)
  }
  const text = formatter.format(amount)
  // Taiwan's own locale writes a bare "$" for TWD; the shop shows "NT$" everywhere, as the other
  // languages do, so a visitor never mistakes it for US or Hong Kong dollars.
  return currency === 'TWD' ? text.replace(/(^|[^A-Z])\$/, '$1NT$') : text
}

/**
 * An amount that was (or will be) charged, as text: the TWD amount first, the visitor's currency after it as an
 * approximation ("NT$300 (≈¥1,425)", "NT$300（≈￥1,425）" in Chinese and Japanese). For money that moved — paid, a fee, a refund — where showing only the
 * converted amount would read as if it had been charged in that currency. `sign` goes before both amounts.
 */
export function chargedText(price: Pick<DisplayPrice, 'formatted' | 'formattedTwd' | 'approximate'>, locale: Locale, sign = ''): string {
  if (!price.approximate) return `${sign}${price.formattedTwd}`
  return `${sign}${price.formattedTwd}${sentenceGap(locale)}${inBrackets(locale, `≈${sign}${price.formatted}`)}`
}

/** A TWD amount as the visitor sees it; falls back to TWD when no rate is known for `currency`. */
export function displayPrice(twd: number, currency: Currency, rates: ExchangeRates, locale: Locale): DisplayPrice {
  const converted = convertFromTwd(twd, currency, rates)
  const shown: Currency = converted === null ? 'TWD' : currency
  const amount = converted ?? twd
  return {
    twd,
    currency: shown,
    amount,
    formatted: formatMoney(amount, shown, locale),
    formattedTwd: formatMoney(twd, 'TWD', locale),
    approximate: shown !== 'TWD',
  }
}
