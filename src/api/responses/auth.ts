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

/** The staff second factor (issue 41.2): what a sign-in still needs, and the authenticator app's state. */
export const secondFactorStatusSchema = z.strictObject({
  step: z.enum(['none', 'code', 'enrol']).meta({ description: 'What the waiting password sign-in still needs: a code from the app, setting one up, or nothing' }),
  signedIn: z.boolean().meta({ description: 'The caller has a whole staff session (not a waiting sign-in)' }),
  on: z.boolean().meta({ description: 'An authenticator app is set up and confirmed' }),
  since: z.string().nullable().optional().meta({ description: 'When the app was confirmed' }),
  recoveryCodesLeft: z.int().nonnegative(),
})

export const secondFactorEnrolOptionsSchema = z.strictObject({
  secret: z.string().meta({ description: 'The TOTP key (base32), to type into an app that cannot scan' }),
  uri: z.string().meta({ description: 'otpauth:// URI' }),
  qr: z.string().meta({ description: 'The URI as a QR code (PNG data URL)' }),
})

export const secondFactorEnrolledSchema = z.strictObject({
  recoveryCodes: z.array(z.string()).meta({ description: 'Shown once; each works once instead of a code' }),
})
