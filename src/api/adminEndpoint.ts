/**
 * The admin's operations tools registered as Payload endpoints (job retry, eSIM import, serial-number
 * batches, the staff partner report): the storefront envelope `{ code, message, data }` and localized
 * messages, like every other endpoint (src/api/endpoint.ts), with the staff role checked on the server
 * BEFORE the input is read — without a login HTTP 401 (code 202), a member, a partner or a staff member of
 * another role 403 (src/domain/staffDesk.ts `DESK_ACTIONS`).
 *
 * Messages follow the `lang` header when one is sent, else the admin language the staff member chose in
 * /admin (Payload's `req.i18n`; its `zh` is simplified Chinese). The input is the JSON body (POST) or the
 * query string (GET), with the route's parameters (`:id`) added. A handler may return a Response (a file
 * download); refusals still come as envelopes.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { DEFAULT_LOCALE, isLocale, localeFromLangHeader, type Locale } from '@/domain/locale'
import type { DeskAction } from '@/domain/staffDesk'
import { requireStaffUser, type StaffUser } from '@/server/staff/auth'

import { readJsonBody } from './body'
import { envelope, errorEnvelope } from './envelope'
import { ApiError, CODE_OK } from './errors'
import { isJsonContentType } from './requestOrigin'
import { apiTranslator, isValidationKey } from './translate'
import { fieldErrors } from './validation'

type AdminContext<I> = { input: I; req: PayloadRequest; locale: Locale; staff: StaffUser }

type Options<S extends z.ZodType> = {
  path: string
  method: 'get' | 'post'
  /** Who may call it: admins always, other roles as DESK_ACTIONS lists them. */
  action: DeskAction
  schema: S
  handler: (ctx: AdminContext<z.output<S>>) => Promise<unknown>
}

/** The admin language of the request (Payload's `zh` is simplified Chinese), or the shop default. */
export function adminLocale(req: Pick<PayloadRequest, 'headers' | 'i18n'>): Locale {
  const header = req.headers.get('lang')
  if (header) return localeFromLangHeader(header)
  const language = (req.i18n as { language?: string } | undefined)?.language
  if (language === 'zh') return 'zh-CN'
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/** Parses `value` with `schema`, or throws the 400 with localized field errors every endpoint gives. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, locale: Locale): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new ApiError(400, 'validationFailed', { errors: fieldErrors(parsed.error.issues, value, apiTranslator(locale).validation, isValidationKey) })
}

/** The route's own parameters (`:id`), not the ones Payload adds (a collection endpoint's `collection`). */
function paramsOf(req: PayloadRequest, path: string): Record<string, unknown> {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const params = (req.routeParams ?? {}) as Record<string, unknown>
  return Object.fromEntries(names.map((name) => [name, params[name]]))
}

async function inputOf(req: PayloadRequest, method: 'get' | 'post', path: string): Promise<Record<string, unknown>> {
  const params = paramsOf(req, path)
  if (method === 'get') return { ...Object.fromEntries(new URL(req.url ?? 'http://localhost').searchParams), ...params }
  // A JSON body only: a cross-site form or a "simple" fetch cannot send one without a CORS preflight.
  if (!isJsonContentType(req.headers.get('content-type'))) throw new ApiError(415, 'unsupportedMediaType')
  const body = await readJsonBody(req as unknown as Request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalidBody')
  return { ...(body as Record<string, unknown>), ...params }
}

export function defineAdminEndpoint<S extends z.ZodType>({ path, method, action, schema, handler }: Options<S>): Endpoint {
  return {
    path,
    method,
    async handler(req: PayloadRequest): Promise<Response> {
      const locale = adminLocale(req)
      const headers = new Headers()
      try {
        const staff = requireStaffUser(req.user, action)
        const input = parseInput(schema, await inputOf(req, method, path), locale)
        const data = await handler({ input, req, locale, staff })
        if (data instanceof Response) return data
        return envelope(200, { code: CODE_OK, message: apiTranslator(locale).api('ok'), data: data ?? null }, headers)
      } catch (thrown) {
        return errorEnvelope(thrown, locale, headers, req as unknown as Request)
      }
    },
  }
}
