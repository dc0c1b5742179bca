/** Rules behind the admin dashboard's warnings (pure). */

/** Reviews are published within 72 hours of being written (spec §9). */
export const REVIEW_APPROVAL_HOURS = 72

/** Hours left of the 72-hour approval window (negative: overdue by that much), rounded down to whole hours. */
export function reviewHoursLeft(submittedAt: string | Date, now: Date = new Date()): number {
  const elapsed = (now.getTime() - new Date(submittedAt).getTime()) / 3_600_000
  return Math.floor(REVIEW_APPROVAL_HOURS - elapsed)
}

export const isReviewOverdue = (submittedAt: string | Date, now: Date = new Date()) =>
  now.getTime() - new Date(submittedAt).getTime() > REVIEW_APPROVAL_HOURS * 3_600_000

/** A product's eSIM stock is low below the site setting's threshold (the same rule as the stock alert). */
export const isLowStock = (available: number, threshold: number) => available < threshold

/** Today on the dashboard is a Taiwan day: its first instant and the next day's, as ISO instants (filters of the lists). */
export function taipeiDayBounds(isoDate: string): { from: string; to: string } {
  const start = new Date(`${isoDate}T00:00:00+08:00`)
  return { from: start.toISOString(), to: new Date(start.getTime() + 86_400_000).toISOString() }
}

/**
 * An admin list filtered as a dashboard figure counts it, e.g. today's paid orders: Payload's list view reads the
 * `where` of its URL, so the number and the rows behind it are the same query.
 */
export function adminListHref(collection: string, where: Record<string, Record<string, string | boolean>>): string {
  const params = new URLSearchParams()
  for (const [field, operators] of Object.entries(where))
    for (const [operator, value] of Object.entries(operators)) params.append(`where[${field}][${operator}]`, String(value))
  return `/admin/collections/${collection}?${params.toString()}`
}
