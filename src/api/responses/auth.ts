import { z } from 'zod'

/** The `data` of the member endpoints' replies (documented in the OpenAPI registry; checked by tests). */

export const userInfoSchema = z
  .strictObject({
    id: z.int().positive(),
    email: z.string(),
    type: z.int().min(1).max(3).meta({ description: '1 member, 2 B2C partner, 3 BBC partner' }),
    surname: z.string().nullable(),
    givenName: z.string().nullable(),
  })
  .meta({ id: 'UserInfo' })

export const loginDataSchema = z.strictObject({
  token_type: z.literal('Bearer'),
  access_token: z.string().meta({ description: 'JWT; also set as the HttpOnly access_token cookie' }),
  expires_at: z.int().meta({ description: 'Unix time in seconds' }),
  userInfo: userInfoSchema,
})

export const memberProfileSchema = userInfoSchema.extend({
  phone: z.string().nullable(),
  phoneVerified: z.boolean().meta({ description: 'The phone was confirmed with an SMS code: a password reset by SMS goes to it' }),
  emailVerified: z.boolean().meta({ description: "The account's e-mail was proven with a code: the member's own orders to it need no new code" }),
  birthday: z.string().nullable(),
  gender: z.enum(['male', 'female', 'undisclosed']).nullable(),
})

/** Passkeys (issue 41.2): a ceremony's options for @simplewebauthn/browser, and the member's listed passkeys. */
export const passkeyOptionsSchema = z.strictObject({
  options: z.looseObject({ challenge: z.string() }).meta({ description: "WebAuthn options as JSON (@simplewebauthn/browser's optionsJSON); the challenge is single use for 5 minutes" }),
})

export const passkeySchema = z.strictObject({
  id: z.int().positive(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})

export const passkeyAddedSchema = z.strictObject({ passkey: passkeySchema })
export const passkeyListSchema = z.strictObject({ list: z.array(passkeySchema) })

export const staffPasskeyLoginSchema = z.strictObject({
  token: z.string().meta({ description: "JWT; also set as the admin's HttpOnly payload-token cookie" }),
  exp: z.int().meta({ description: 'Unix time in seconds' }),
  user: z.strictObject({ id: z.int().positive(), email: z.string(), role: z.string() }),
})
