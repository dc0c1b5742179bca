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
