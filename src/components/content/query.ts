/** Reading a page's searchParams: one trimmed string (first of repeats, capped in length), or a page number ≥ 1. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export function queryText(value: string | string[] | undefined, max = 100): string {
  const raw = Array.isArray(value) ? value[0] : value
  return (raw ?? '').trim().slice(0, max)
}

export function queryPage(value: string | string[] | undefined): number {
  const n = Number(queryText(value, 6))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

export function queryId(value: string | string[] | undefined): number | undefined {
  const text = queryText(value, 9)
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined
}
