/**
 * A trip length in a traveller's search ("esim 5 days", "7日", "5天", "5일", "5 ngày", "一週") and the plan filters of
 * the product list (days, unlimited or capped data). Browser and server read queries and plans through this one module.
 */

/** Plan facts the list filters on: its length and its data cap in GB (null: unlimited). */
export type PlanFacts = { days: number; dataGb: number | null; priceTwd: number }

export const DATA_FILTERS = ['unlimited', 'capped'] as const
export type DataFilter = (typeof DATA_FILTERS)[number]

export type TripFilter = { days?: number | null; data?: DataFilter | null }

const CJK_DIGITS: Record<string, number> = { 一: 1, 二: 2, 兩: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }

/** 1–99 written in Chinese/Japanese numerals (五, 十, 十五, 二十, 三十); null if it is not one. */
function cjkNumber(text: string): number | null {
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text]
  if (!text.includes('十')) return text.length === 1 ? (CJK_DIGITS[text] ?? null) : null
  const t = tens === '' ? 1 : tens!.length === 1 ? CJK_DIGITS[tens!] : undefined
  const o = ones === '' ? 0 : ones!.length === 1 ? CJK_DIGITS[ones!] : undefined
  return t === undefined || o === undefined ? null : t * 10 + o
}

const NUMBER = String.raw`(\d{1,3}|[一二兩两三四五六七八九十]{1,3})`
// Units after the number, longest first: a day count, or a week count (×7). A Latin unit ends where its word does
// ("5d" is a length, "5dollars" is not); a CJK unit may run straight into the next word ("5天吃到飽").
const LATIN_END = String.raw`(?![\p{Script=Latin}])`
const DAY_UNITS = String.raw`(?:days?|d|ngày|ngay)${LATIN_END}|日間|日间|日|天|일간|일`
const WEEK_UNITS = String.raw`(?:weeks?|wk|tuần|tuan)${LATIN_END}|週間|周|週|주일|주`
// The number does not continue another number or a Latin word ("eSIM5天" still reads 5: M is not a digit).
const LENGTH = new RegExp(String.raw`(?<![\d.])${NUMBER}\s*-?\s*(?:(${DAY_UNITS})|(${WEEK_UNITS}))`, 'iu')
/** The longest plan a product may offer (the admin field and the list filter both hold to it). */
export const MAX_PLAN_DAYS = 365

/**
 * The trip length a query names, and the query without it (the words still matched against product names).
 * "esim 5 days" → { days: 5, rest: "esim" }; a query without a length → { days: null, rest: query }.
 */
export function tripLengthOf(query: string | undefined): { days: number | null; rest: string } {
  const text = (query ?? '').normalize('NFKC')
  const found = LENGTH.exec(text)
  if (!found) return { days: null, rest: text.trim() }
  const count = /^\d+$/.test(found[1]!) ? Number(found[1]) : cjkNumber(found[1]!)
  const days = count === null ? null : found[3] ? count * 7 : count
  if (days === null || days < 1 || days > MAX_PLAN_DAYS) return { days: null, rest: text.trim() }
  const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim()
  return { days, rest }
}

/** The plans of a product that fit the filter (all of them when the filter is empty). */
export function plansFitting<P extends Pick<PlanFacts, 'days' | 'dataGb'>>(plans: readonly P[], filter: TripFilter): P[] {
  return plans.filter(
    (plan) =>
      (!filter.days || plan.days === filter.days) &&
      (!filter.data || (filter.data === 'unlimited' ? plan.dataGb === null : plan.dataGb !== null)),
  )
}

/** The plan lengths offered across a list of products, shortest first: the list's day filter. */
export function planLengths(products: readonly { plans: readonly Pick<PlanFacts, 'days'>[] }[]): number[] {
  return [...new Set(products.flatMap((p) => p.plans.map((plan) => plan.days)))].sort((a, b) => a - b)
}

/** A `days` query parameter as a plan length, or null. */
export function daysParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null
  const days = Number(value)
  return days >= 1 && days <= MAX_PLAN_DAYS ? days : null
}

export const dataParam = (value: string | undefined): DataFilter | null => DATA_FILTERS.find((d) => d === value) ?? null
