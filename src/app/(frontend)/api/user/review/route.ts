import { postReviewEndpoint } from '@/api/handlers/redemption'

export const { POST, GET, PUT, PATCH, DELETE } = postReviewEndpoint
