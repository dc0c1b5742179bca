import { z } from 'zod'

/** The `data` of the account endpoints' replies (issue 11, documented in the OpenAPI registry). */
export const passwordChangedSchema = z.strictObject({ changed: z.literal(true), message: z.string() })
export const passwordResetSchema = z.strictObject({ reset: z.literal(true), message: z.string() })
export const profileChangeSchema = z.strictObject({
  status: z.enum(['saved', 'emailCodeSent']).meta({
    description: 'saved: the profile was stored; emailCodeSent: a code went to the new e-mail and nothing was stored yet',
  }),
  message: z.string(),
})
export const phoneVerifyResultSchema = z.strictObject({
  status: z.enum(['codeSent', 'verified']).meta({
    description: 'codeSent: a code went by SMS to the profile’s phone; verified: the phone is confirmed (password-reset codes may go to it by SMS)',
  }),
  message: z.string(),
})
