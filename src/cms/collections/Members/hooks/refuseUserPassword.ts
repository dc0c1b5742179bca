import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * A member's password is changed only by the shop's verified flows (first login with a generated
 * password, a reset by code, the member's own change with the old password), which run without a
 * Payload user. Through Payload's API nobody sets it — not support (who would become the member), not
 * an admin, not the member (whose own flow checks the old password): staff send the member a reset.
 */
export const refuseUserPassword: CollectionBeforeOperationHook = ({ args, context, operation, req }) => {
  const data = (args as { data?: { password?: unknown } }).data
  // The member's own change (src/server/members/account.ts) runs as the member so that Payload keeps the
  // current session and ends the others; only server code can set this context, never a request.
  if (context?.verifiedPasswordChange === true && req.user?.collection === 'members') return args
  if (operation === 'update' && req.user && data?.password !== undefined) {
    throw new APIError('A member’s password is changed only by the member (reset or change password).', 403, null, true)
  }
  return args
}
