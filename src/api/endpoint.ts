/**
 * The storefront API convention (spec §7): POST with a JSON body, reply `{ code, message, data }`,
 * code 200 on success, 202 when a member endpoint has no valid login, the HTTP status matching the
 * error class otherwise. Messages follow the `lang` header; prices read the `currency` header.
 * Every endpoint is declared with `defineEndpoint` and exported from its route file.
 */
import type { Payload } from 'payload'
import { safeParse, type z } from 'zod'

import { parseCurrency, type Currency } from '@/domain/currency'
import { forbidden, notLoggedIn } from '@/domain/errors'
import { localeFromLangHeader, type Locale } from '@/domain/locale'
import { apiCacheGeneration, cachedAnswer, declareSharedAnswer, keepAnswer, type Answer, type SharedAnswerKeyer } from '@/server/http/apiCache'
import { publishedOnly } from '@/server/catalog/preview'
import { getShopPayload } from '@/server/payload'
import { markSharedAnswer, REQUEST_ID_HEADER, requestIdOf, withRequestIdHeader } from '@/server/requestContext'
import type { Member } from '@/payload-types'

import { memberFromToken, tokenFromRequest, type RequestToken } from './auth'
import { MAX_BODY_BYTES, parseJsonBody, PUBLIC_BODY_BYTES, readJsonBody } from './body'
import { ApiError, CODE_OK, isApiError, type ApiMessageKey } from './errors'
import { isForeignOrigin, isJsonContentType } from './requestOrigin'
import { envelope, errorEnvelope } from './envelope'
import { apiTranslator, isValidationKey } from './translate'
import { fieldErrors } from './validation'

export { envelope, errorEnvelope, type Envelope } from './envelope'

type BaseContext<I> = {
  input: I
  payload: Payload
  locale: Locale
  currency: Currency
  request: Request
  /** Headers added to the reply (e.g. Set-Cookie). */
  headers: Headers
}

type Access = 'public' | 'member'
type Context<I, A extends Access, G> = BaseContext<I> & { member: A extends 'member' ? Member : Member | null; guarded: G }

type EndpointOptions<S extends z.core.$ZodType, A extends Access, G> = {
  /** A zod schema, classic or zod/mini (src/lib/schemas/order.ts). */
  schema: S
  /** 'member' answers code 202 without a valid member login, before the body is read. Defaults to 'public'. */
  access?: A
  /**
   * Another login check, run like 'member' before the body is read (the staff tools: src/api/staffEndpoint.ts); what it
   * returns is the handler's `guarded`, what it throws is the reply.
   */
  guard?: (request: Request, payload: Payload) => Promise<G>
  handler: (ctx: Context<z.output<S>, A, G>) => Promise<unknown>
  /**
   * Another body limit than the default — MAX_BODY_BYTES for a member endpoint (read only once the login is checked),
   * PUBLIC_BODY_BYTES for a public one (anybody may send it) — with the message that names it (e.g. ID images as base64).
   */
  maxBody?: { bytes: number; key: ApiMessageKey }
  /**
   * The answer is the same for every caller with the same language, currency and body (public catalog
   * reads): it is kept in memory for a few seconds (src/server/http/apiCache.ts), cleared by content saves.
   * The handler then gets no member. A function says it per request (e.g. a quote without a promo code).
   */
  sharedAnswer?: A extends 'public' ? true | ((input: z.output<S>) => boolean) : never
}

/** A kept 200 answer, with the headers `envelope` gives. */
function jsonAnswer(body: string): Response {
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } })
}

const hasHeaders = (headers: Headers) => !headers.keys().next().done

/** The key of a kept shared answer: everything the answer depends on (the body as the schema parsed it). */
const sharedKey = (pathname: string, locale: Locale, currency: Currency, input: unknown) => `${pathname}\n${locale}\n${currency}\n${JSON.stringify(input)}`

/** A request body that is a JSON object (an array, a string or null is refused). */
const isObjectBody = (body: unknown): body is object => body !== null && typeof body === 'object' && !Array.isArray(body)

/**
 * What every POST checks before reading its body: a JSON body only (a cross-site form or a "simple" fetch, text/plain,
 * cannot send one without a CORS preflight), and, as defence in depth against CSRF, never the login cookie for another
 * site's page. The token found, if any.
 */
function checkHeaders(request: { headers: Pick<Headers, 'get'> }) {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError(415, 'unsupportedMediaType')
  const found = tokenFromRequest(request)
  if (found?.source === 'cookie' && isForeignOrigin(request)) throw forbidden()
  return found
}

/** The member the request's token belongs to; notLoggedIn (code 202) without a token, or with one that is not a member's. */
async function loggedInMember(found: RequestToken | undefined): Promise<Member> {
  const member = found ? await memberFromToken(found.token, await getShopPayload()) : null
  if (!member) throw notLoggedIn()
  return member
}

export function defineEndpoint<S extends z.core.$ZodType, A extends Access = 'public', G = undefined>(options: EndpointOptions<S, A, G>) {
  const { sharedAnswer } = options
  /** Whether this request's answer is the shared one. */
  const isShared = (input: z.output<S>) => (typeof sharedAnswer === 'function' ? sharedAnswer(input) : sharedAnswer === true)

  /** The body as the schema reads it, or the refusal (messages in `locale`). */
  const checkBody = (body: unknown, locale: Locale): z.output<S> => {
    if (!isObjectBody(body)) throw new ApiError(400, 'invalidBody')
    const parsed = safeParse(options.schema, body)
    if (parsed.success) return parsed.data
    throw new ApiError(400, 'validationFailed', { errors: fieldErrors(parsed.error.issues, body, apiTranslator(locale).validation, isValidationKey) })
  }

  /**
   * For the production server's copy of the kept answers (src/server/http/apiAnswerCache.ts): POST's own checks
   * (checkHeaders, checkBody) up to its cache look-up, on the raw request — the key POST would look up, or null where POST refuses the
   * request (that refusal then comes from POST itself). Bodies over the size limit never get here (the server only
   * reads small ones).
   */
  const keyers = new Map<string, SharedAnswerKeyer>()
  const keyerFor = (pathname: string): SharedAnswerKeyer => {
    let keyer = keyers.get(pathname)
    if (keyer) return keyer
    keyer = ({ header, body }) => {
      try {
        checkHeaders({ headers: { get: header } })
        const locale = localeFromLangHeader(header('lang'))
        const input = checkBody(parseJsonBody(body), locale)
        return isShared(input) ? sharedKey(pathname, locale, parseCurrency(header('currency')), input) : null
      } catch {
        return null
      }
    }
    keyers.set(pathname, keyer)
    return keyer
  }

  /** A kept answer, marked as such for the production server (which may keep the bytes it sends for it). */
  const sharedJson = (key: string, answer: Answer, generation: number) => {
    markSharedAnswer({ key, expires: answer.expires, generation })
    return jsonAnswer(answer.body)
  }

  const memberOnly = options.access === 'member'
  const { guard } = options
  const bodyLimit = options.maxBody?.bytes ?? (memberOnly || guard ? MAX_BODY_BYTES : PUBLIC_BODY_BYTES)

  async function POST(request: Request): Promise<Response> {
    const locale = localeFromLangHeader(request.headers.get('lang'))
    const t = apiTranslator(locale)
    const headers = new Headers()
    try {
      const found = checkHeaders(request)
      // A member endpoint knows its caller before it reads a byte of the body: without a valid login the answer is
      // 202 (the storefront logs out and opens the login page) whatever was sent, and no stranger's upload is read,
      // parsed or validated (issue 36: one anonymous 22 MB body took the server's RSS up by ~70 MB).
      const caller = memberOnly ? await loggedInMember(found) : null
      const guarded = guard ? await guard(request, await getShopPayload()) : (undefined as G)
      const body = await readJsonBody(request, bodyLimit).catch((error: unknown) => {
        throw options.maxBody && isApiError(error) && error.status === 413 ? new ApiError(413, options.maxBody.key) : error
      })
      const input = checkBody(body, locale)
      const currency = parseCurrency(request.headers.get('currency'))
      const pathname = sharedAnswer ? new URL(request.url).pathname : null
      if (pathname !== null) declareSharedAnswer(pathname, keyerFor(pathname))
      const shared = pathname !== null && isShared(input)
      const cacheKey = shared ? sharedKey(pathname, locale, currency, input) : null
      // Read before the handler: an answer made from data a content save has changed meanwhile is not kept.
      const generation = apiCacheGeneration()
      const kept = cacheKey ? cachedAnswer(cacheKey) : undefined
      if (cacheKey && kept) return sharedJson(cacheKey, kept, generation)
      const payload = await getShopPayload()
      const member = memberOnly ? caller : found && !shared ? await memberFromToken(found.token, payload) : null
      // Published content only, also for a staff browser previewing drafts (its answer may be kept for everyone).
      const data = await publishedOnly(() =>
        options.handler({
          input,
          payload,
          locale,
          currency,
          request,
          headers,
          member: member as Context<z.output<S>, A, G>['member'],
          guarded,
        }),
      )
      // A file download (report exports) leaves as the handler built it; refusals still come as envelopes.
      if (data instanceof Response) {
        headers.forEach((value, key) => data.headers.append(key, value))
        return data
      }
      if (cacheKey && !hasHeaders(headers)) {
        const body = JSON.stringify({ code: CODE_OK, message: t.api('ok'), data: data ?? null })
        const answer = keepAnswer(cacheKey, body, generation)
        return answer ? sharedJson(cacheKey, answer, generation) : jsonAnswer(body)
      }
      return envelope(200, { code: CODE_OK, message: t.api('ok'), data: data ?? null }, headers)
    } catch (thrown) {
      return errorEnvelope(thrown, locale, headers, request)
    }
  }

  /** Any method but POST (GET, PUT, PATCH, DELETE): the envelope with 405, not Next's empty answer. */
  function notAllowed(request: Request): Response {
    const t = apiTranslator(localeFromLangHeader(request.headers.get('lang')))
    const response = envelope(405, { code: 405, message: t.api('methodNotAllowed'), data: null })
    response.headers.set('allow', 'POST')
    response.headers.set(REQUEST_ID_HEADER, requestIdOf(request))
    return response
  }

  // Every log line of the request carries its id, and the answer returns it (`x-request-id`).
  return { POST: withRequestIdHeader(POST), GET: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed }
}
