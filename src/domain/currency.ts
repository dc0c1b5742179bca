/** Display currencies (spec §1). Money on the server is always an integer number of TWD. */
export const CURRENCIES = ['TWD', 'CNY', 'HKD', 'USD', 'JPY', 'KRW', 'VND', 'SGD'] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'TWD'
export const CURRENCY_COOKIE = 'currency'

export function parseCurrency(value: string | null | undefined): Currency {
  const upper = value?.trim().toUpperCase()
  return (CURRENCIES as readonly string[]).includes(upper ?? '') ? (upper as Currency) : DEFAULT_CURRENCY
}
