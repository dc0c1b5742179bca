/**
 * Who may review what (spec §9): a member whose order for the product or activity was completed —
 * the card picked up or the serial redeemed at the counter, the eSIM or ticket delivered — posts one
 * review per target per calendar month in Taiwan time; it is public once staff approve it.
 */
import type { OrderStatus } from './orderStatus'
import { taipeiDate } from './dates'

/** The order statuses that let a member review the order's product or activity. */
export const REVIEWABLE_STATUSES = ['pickedUp', 'redeemed', 'delivered'] as const satisfies readonly OrderStatus[]

export const canReviewAfter = (status: OrderStatus): boolean => (REVIEWABLE_STATUSES as readonly OrderStatus[]).includes(status)

/** The Taiwan calendar month (YYYY-MM) a review written at `at` counts against. */
export const reviewMonth = (at: Date): string => taipeiDate(at).slice(0, 7)

/**
 * The key that makes a member's second review of a target in one month impossible (a unique column):
 * member, target and Taiwan month. Reviews staff enter without a member have none.
 */
export function reviewKey(memberId: number | string | null | undefined, target: { productId?: number | string | null; activityId?: number | string | null }, at: Date): string | null {
  if (!memberId) return null
  const aim = target.activityId ? `a${target.activityId}` : target.productId ? `p${target.productId}` : 'none'
  return `${memberId}:${aim}:${reviewMonth(at)}`
}

export const REVIEW_TEXT_MAX = 2000
export const REVIEW_TITLE_MAX = 80

/** The public name of a reviewer: given name and the surname's initial ("Hanako S."), or a neutral fallback. */
export function reviewerName(givenName: string | null | undefined, surname: string | null | undefined, fallback: string): string {
  const given = (givenName ?? '').trim()
  const initial = (surname ?? '').trim().charAt(0)
  if (!given) return fallback
  const title = given.charAt(0).toUpperCase() + given.slice(1).toLowerCase()
  return initial ? `${title} ${initial.toUpperCase()}.` : title
}
