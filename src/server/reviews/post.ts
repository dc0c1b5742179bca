import 'server-only'

import type { Payload } from 'payload'

import { ShopError } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { REVIEWABLE_STATUSES, reviewerName, reviewKey } from '@/domain/reviews'
import type { PostReviewInput, ReviewTarget } from '@/lib/schemas/redemption'
import type { PostedReviewView, ReviewStatusView } from '@/lib/views/redemption'
import type { Member } from '@/payload-types'
import { reviews } from '@/payload-generated-schema'
import { findIdBy } from '@/server/db/rows'
import { latestOrderNames } from '@/server/db/queries/orders'
import { sqlHandle } from '@/server/db/transaction'

/** The member's latest completed order for the target (its names sign the review), or null. */
async function completedOrder(payload: Payload, memberId: number, target: ReviewTarget): Promise<{ givenName: string; surname: string } | null> {
  const db = await sqlHandle(payload)
  const aim = target.productId ? { productId: target.productId } : { activityId: target.activityId ?? 0 }
  return latestOrderNames(db, memberId, aim, REVIEWABLE_STATUSES)
}

const keyOf = (member: Member, target: ReviewTarget) => reviewKey(member.id, target, new Date())!

/** POST /api/user/reviewStatus: may the member review this product or activity now, and if not, why. */
export async function reviewStatus(payload: Payload, member: Member, target: ReviewTarget): Promise<ReviewStatusView> {
  if (!(await completedOrder(payload, member.id, target))) return { canReview: false, reason: 'noOrder' }
  if ((await findIdBy(payload, {}, reviews, reviews.uniqueKey, keyOf(member, target))) !== null) return { canReview: false, reason: 'reviewedThisMonth' }
  return { canReview: true, reason: null }
}

/**
 * POST /api/user/review: a member with a completed order for the product or activity posts a review in
 * their language; it waits for staff approval. One per target per Taiwan calendar month: the reviews'
 * unique key refuses a second one, however many are sent at once.
 */
export async function postReview(payload: Payload, member: Member, locale: Locale, input: PostReviewInput): Promise<PostedReviewView> {
  const target = { productId: input.productId, activityId: input.activityId }
  const order = await completedOrder(payload, member.id, target)
  if (!order) throw new ShopError('forbidden', 'reviewNeedsOrder')
  const key = keyOf(member, target)
  const alreadyThisMonth = () => new ShopError('conflict', 'reviewedThisMonth')
  if ((await findIdBy(payload, {}, reviews, reviews.uniqueKey, key)) !== null) throw alreadyThisMonth()
  try {
    const doc = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      data: {
        displayName: reviewerName(order.givenName, order.surname, member.givenName ?? 'Traveller'),
        rating: input.rating,
        title: input.title || undefined,
        text: input.text,
        language: locale,
        product: input.productId,
        activity: input.activityId,
        member: member.id,
        reviewedAt: new Date().toISOString(),
        approved: false,
      },
    })
    return { id: doc.id, approved: false }
  } catch (error) {
    // A parallel post won the unique key (Payload reports it as a validation error).
    if ((await findIdBy(payload, {}, reviews, reviews.uniqueKey, key)) !== null) throw alreadyThisMonth()
    throw error
  }
}
