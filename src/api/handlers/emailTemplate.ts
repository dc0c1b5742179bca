/**
 * /api/emailTemplate — staff preview of every mail template in every language, rendered with
 * sample data (never real orders). Staff only: the Payload login of /admin (`payload-token` cookie,
 * subject to Payload's CSRF rule) or `Authorization: JWT …`; anyone else, members included, gets 403.
 *
 * POST { kind, lang?, sample?: true, variant? } → envelope data { subject, html, text, sms?, … }
 * GET  ?kind=orderReceived&lang=ja[&variant=visit][&format=html|text|sms] → the page itself, so staff
 *      can open the address from the Outbox description in the browser (the one exception to
 *      "GET answers 405" in this API, for staff only).
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { defineEndpoint, envelope } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import { apiTranslator, isValidationKey } from '@/api/translate'
import { fieldErrors } from '@/api/validation'
import { forbidden } from '@/domain/errors'
import { localeFromLangHeader } from '@/domain/locale'
import { API_CONTENT_SECURITY_POLICY } from '@/server/http/securityHeaders'
import { logger } from '@/server/logger'
import { emailTemplateRequestSchema, parseLang, renderPreview } from '@/server/mail/preview'
import { getShopPayload } from '@/server/payload'
import { requestUser } from '@/server/requestUser'

async function isStaffRequest(payload: Payload, headers: Headers): Promise<boolean> {
  const user = await requestUser(payload, headers)
  return user?.collection === 'staff'
}

const preview = defineEndpoint({
  // The real schema is applied after the staff check, so anyone but staff gets 403 whatever the body.
  schema: z.record(z.string(), z.unknown()),
  async handler({ input, payload, locale, request }) {
    if (!(await isStaffRequest(payload, request.headers))) throw forbidden()
    const parsed = emailTemplateRequestSchema.safeParse(input)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues, input, apiTranslator(locale).validation, isValidationKey)
      throw new ApiError(400, 'validationFailed', { errors })
    }
    const { kind, lang, variant } = parsed.data
    const result = renderPreview(kind, lang ? parseLang(lang)! : locale, variant)
    if (!result) throw new ApiError(400, 'validationFailed')
    return result
  },
})

const PREVIEW_HEADERS = {
  'cache-control': 'no-store',
  // Our own escaped markup; still, nothing in it may load or run anything (the API's policy: inline styles only).
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
}

async function previewPage(request: Request): Promise<Response> {
  const t = apiTranslator(localeFromLangHeader(request.headers.get('lang')))
  const fail = (status: 400 | 403 | 500, key: 'validationFailed' | 'forbidden' | 'serverError') =>
    envelope(status, { code: status, message: t.api(key), data: null })
  try {
    const payload = await getShopPayload()
    if (!(await isStaffRequest(payload, request.headers))) return fail(403, 'forbidden')
    const query = new URL(request.url).searchParams
    const parsed = emailTemplateRequestSchema.safeParse({
      kind: query.get('kind') ?? undefined,
      lang: query.get('lang') ?? undefined,
      variant: query.get('variant') ?? undefined,
    })
    const format = query.get('format') ?? 'html'
    if (!parsed.success || !['html', 'text', 'sms'].includes(format)) return fail(400, 'validationFailed')
    const { kind, lang, variant } = parsed.data
    const result = renderPreview(kind, lang ? parseLang(lang)! : localeFromLangHeader(request.headers.get('lang')), variant)
    if (!result) return fail(400, 'validationFailed')
    if (format === 'html') return new Response(result.html, { headers: { ...PREVIEW_HEADERS, 'content-type': 'text/html; charset=utf-8' } })
    const body = format === 'sms' ? (result.sms ?? '') : `Subject: ${result.subject}\n\n${result.text}`
    return new Response(body, { headers: { ...PREVIEW_HEADERS, 'content-type': 'text/plain; charset=utf-8' } })
  } catch (error) {
    logger.error({ err: error }, 'email template preview failed')
    return fail(500, 'serverError')
  }
}

export const emailTemplate = { POST: preview.POST, GET: previewPage }
