/**
 * Staff passkeys (issue 41.2): POST /api/staff/passkey/* — options and registration, list, rename and remove for the
 * signed-in staff account of any role (its Payload login: the admin's `payload-token` cookie or `JWT …`), checked
 * before the body is read; options and sign-in for anybody, which answer like Payload's staff login (its cookie).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Payload } from 'payload'
import { generatePayloadCookie, parseCookies } from 'payload/shared'

import { defineEndpoint } from '@/api/endpoint'
import { forbidden, notLoggedIn } from '@/domain/errors'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { passkeyLoginSchema, passkeyRegistrationSchema, passkeyRemoveSchema, passkeyRenameSchema } from '@/lib/schemas/passkeys'
import {
  listPasskeys,
  loginOptions,
  loginWithPasskey,
  registerPasskey,
  registrationOptions,
  removeOwnPasskey,
  renameOwnPasskey,
  tokenIssuedAt,
  type PasskeyAccount,
} from '@/server/auth/passkeys'
import { requestUser } from '@/server/requestUser'
import { clientIp } from '@/server/rateLimit'
import { staffOfUser } from '@/server/staff/auth'

/** The signed-in staff account of any role, with the token it came with (removal reads when it was issued). */
async function staffAccount(request: Request, payload: Payload): Promise<PasskeyAccount & { token: string | undefined }> {
  const user = await requestUser(payload, request.headers)
  if (!user) throw notLoggedIn()
  const staff = staffOfUser(user)
  // A member or partner login is someone, but never staff.
  if (!staff) throw forbidden()
  const header = request.headers.get('authorization')?.match(/^(?:JWT|Bearer)\s+(\S+)$/i)?.[1]
  const token = header ?? parseCookies(request.headers).get(`${payload.config.cookiePrefix}-token`)
  return { owner: 'staff', id: staff.id, email: staff.email, token }
}

export const staffPasskeyRegisterOptions = defineEndpoint({
  schema: emptyRequestSchema,
  guard: staffAccount,
  handler: async ({ payload, guarded }) => ({ options: await registrationOptions(payload, guarded) }),
})

export const staffPasskeyRegister = defineEndpoint({
  schema: passkeyRegistrationSchema,
  guard: staffAccount,
  handler: async ({ payload, guarded, input }) => ({
    passkey: await registerPasskey(payload, guarded, { response: input.response as unknown as RegistrationResponseJSON, name: input.name }),
  }),
})

export const staffPasskeyList = defineEndpoint({
  schema: emptyRequestSchema,
  guard: staffAccount,
  handler: async ({ payload, guarded }) => ({ list: await listPasskeys(payload, guarded) }),
})

export const staffPasskeyRename = defineEndpoint({
  schema: passkeyRenameSchema,
  guard: staffAccount,
  async handler({ payload, guarded, input }) {
    await renameOwnPasskey(payload, guarded, input.id, input.name)
    return null
  },
})

export const staffPasskeyRemove = defineEndpoint({
  schema: passkeyRemoveSchema,
  guard: staffAccount,
  async handler({ payload, guarded, input }) {
    await removeOwnPasskey(payload, guarded, input.id, tokenIssuedAt(guarded.token))
    return null
  },
})

export const staffPasskeyLoginOptions = defineEndpoint({
  schema: emptyRequestSchema,
  handler: async ({ payload, request }) => ({ options: await loginOptions(payload, 'staff', clientIp(request)) }),
})

export const staffPasskeyLogin = defineEndpoint({
  schema: passkeyLoginSchema,
  async handler({ payload, input, headers, request }) {
    const { token, exp, user } = await loginWithPasskey(payload, 'staff', { response: input.response as unknown as AuthenticationResponseJSON, ip: clientIp(request) })
    // The admin's own session cookie, as Payload's staff login sets it.
    headers.append(
      'set-cookie',
      generatePayloadCookie({ collectionAuthConfig: payload.collections.staff.config.auth, cookiePrefix: payload.config.cookiePrefix, token }) as string,
    )
    return { token, exp, user: { id: user.id, email: user.email, role: user.role } }
  },
})
