import { postReviewEndpoint } from '@/api/handlers/redemption'

export const { POST, GET } = postReviewEndpoint
