/**
 * The member's passkeys (issue 41.2): POST /api/passkey/* — options and registration, list, rename and remove for the
 * logged-in member (code 202 without a login, before the body is read); options and sign-in for anybody, which answer
 * like POST /api/login (the same cookies and body).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'

import { defineEndpoint } from '@/api/endpoint'
import { tokenFromRequest } from '@/api/auth'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { passkeyLoginSchema, passkeyRegistrationSchema, passkeyRemoveSchema, passkeyRenameSchema } from '@/lib/schemas/passkeys'
import type { Member } from '@/payload-types'
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
import { clientIp } from '@/server/rateLimit'

import { sessionCookies, userInfo } from './login'

const memberAccount = (member: Member): PasskeyAccount => ({ owner: 'members', id: member.id, email: member.email })

export const passkeyRegisterOptions = defineEndpoint({
  schema: emptyRequestSchema,
  access: 'member',
  handler: async ({ payload, member }) => ({ options: await registrationOptions(payload, memberAccount(member)) }),
})

export const passkeyRegister = defineEndpoint({
  schema: passkeyRegistrationSchema,
  access: 'member',
  handler: async ({ payload, member, input }) => ({
    passkey: await registerPasskey(payload, memberAccount(member), { response: input.response as unknown as RegistrationResponseJSON, name: input.name }),
  }),
})

export const passkeyList = defineEndpoint({
  schema: emptyRequestSchema,
  access: 'member',
  handler: async ({ payload, member }) => ({ list: await listPasskeys(payload, memberAccount(member)) }),
})

export const passkeyRename = defineEndpoint({
  schema: passkeyRenameSchema,
  access: 'member',
  async handler({ payload, member, input }) {
    await renameOwnPasskey(payload, memberAccount(member), input.id, input.name)
    return null
  },
})

export const passkeyRemove = defineEndpoint({
  schema: passkeyRemoveSchema,
  access: 'member',
  async handler({ payload, member, input, request }) {
    await removeOwnPasskey(payload, memberAccount(member), input.id, tokenIssuedAt(tokenFromRequest(request)?.token))
    return null
  },
})

export const passkeyLoginOptions = defineEndpoint({
  schema: emptyRequestSchema,
  handler: async ({ payload, request }) => ({ options: await loginOptions(payload, 'members', clientIp(request)) }),
})

export const passkeyLogin = defineEndpoint({
  schema: passkeyLoginSchema,
  async handler({ payload, input, headers, request }) {
    const { token, exp, user } = await loginWithPasskey(payload, 'members', {
      response: input.response as unknown as AuthenticationResponseJSON,
      ip: clientIp(request),
    })
    const member = user as unknown as Member
    sessionCookies(headers, token, exp, member)
    return { token_type: 'Bearer', access_token: token, expires_at: exp, userInfo: userInfo(member) }
  },
})
