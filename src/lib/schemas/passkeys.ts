import { z } from 'zod'

import { MAX_ID } from '@/domain/ids'
import { PASSKEY_NAME_MAX } from '@/domain/passkeys'

/**
 * The passkey endpoints (issue 41.2). The browser's answer to a ceremony is @simplewebauthn/browser's JSON; its
 * shape is checked here loosely (the library checks the rest), its size strictly. Messages are keys of messages.validation.
 */
const b64url = (max: number) => z.string({ error: 'invalidValue' }).max(max, 'tooLong').regex(/^[A-Za-z0-9_-]*$/, 'invalidValue')

const ceremonyResponse = (inner: z.ZodRawShape) =>
  z.object({
    id: b64url(1024).min(1, 'invalidValue'),
    rawId: b64url(1024),
    type: z.literal('public-key', { error: 'invalidValue' }),
    response: z.object({ clientDataJSON: b64url(4096), ...inner }, { error: 'invalidValue' }),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  }, { error: 'invalidValue' })

export const passkeyRegistrationSchema = z.strictObject({
  response: ceremonyResponse({
    attestationObject: b64url(16_384),
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: b64url(16_384).optional(),
    publicKey: b64url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  name: z.string().max(PASSKEY_NAME_MAX * 4, 'tooLong').optional(),
})

export const passkeyLoginSchema = z.strictObject({
  response: ceremonyResponse({
    authenticatorData: b64url(16_384),
    signature: b64url(4096),
    userHandle: b64url(1024).optional(),
  }),
})

const passkeyId = z.int({ error: 'invalidValue' }).min(1, 'invalidValue').max(MAX_ID, 'invalidValue')

export const passkeyRenameSchema = z.strictObject({
  id: passkeyId,
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(PASSKEY_NAME_MAX, 'tooLong'),
})

export const passkeyRemoveSchema = z.strictObject({ id: passkeyId })

export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>
export type PasskeyLoginInput = z.infer<typeof passkeyLoginSchema>
