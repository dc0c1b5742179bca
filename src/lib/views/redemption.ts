/** What the redemption and review endpoints reply, typed for both sides (types only). */
import type { OrderView } from './order'

/** POST /api/checkNumber: what a redeemable serial number is for. */
export type SerialView = {
  /** As printed (groups of four). */
  serialNumber: string
  /** Cards it is good for at most. */
  quantity: number
  /** Last Taipei date it may be redeemed (null: no end). */
  validUntil: string | null
  product: { id: number; name: string; cardType: 'physical' | 'esim' }
  planId: string
  planLabel: string
}

/** POST /api/order/redeem: the paid order, with the signed path of its page (voucher or eSIM codes). */
export type RedeemedOrderView = OrderView & { orderKey: string; orderPagePath: string }

/** POST /api/user/reviewStatus. `noOrder`: no completed order for it; `reviewedThisMonth`: once a month. */
export type ReviewStatusView = { canReview: boolean; reason: 'noOrder' | 'reviewedThisMonth' | null }

/** POST /api/user/review: the stored review, waiting for approval. */
export type PostedReviewView = { id: number; approved: false }
