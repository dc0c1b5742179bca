import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { normaliseEmail } from '@/domain/verification'

export const SIGN_IN_CHANGE_REFUSAL =
  'Only an admin can change the e-mail or set the password of a staff account. To choose a new password, use “Forgot password?” on the login page: the link goes to the account’s own e-mail.'

/**
 * Only an admin changes how a staff account signs in (its e-mail, its password). Staff may edit their own record
 * (src/cms/collections/Staff/access.ts), but a session that could set its own password or move its e-mail elsewhere
 * would let whoever took an 8-hour session keep the account for good. A forgotten password goes through the mailed
 * link (Payload's reset-password, not an update), to the e-mail only an admin can change.
 *
 * Runs before Payload's update (REST, the admin's account form, bulk edit); the local API with overrideAccess (the seed,
 * the shop's services) is not a staff member's request.
 */
export const signInChangesByAdmin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, id, overrideAccess } = args as { data?: Record<string, unknown>; id?: number | string; overrideAccess?: boolean }
  if (overrideAccess || !data || hasStaffRole()({ req })) return args
  const setsPassword = typeof data.password === 'string' && data.password !== ''
  let movesEmail = false
  if (typeof data.email === 'string') {
    // The admin's account form sends the e-mail with every save: only a different one is a change.
    const current =
      id === undefined
        ? null
        : await req.payload.findByID({ collection: 'staff', id, depth: 0, select: { email: true }, overrideAccess: true, req, disableErrors: true })
    movesEmail = !current || normaliseEmail(String(current.email ?? '')) !== normaliseEmail(data.email)
  }
  if (setsPassword || movesEmail) throw new APIError(SIGN_IN_CHANGE_REFUSAL, 403, null, true)
  return args
}
