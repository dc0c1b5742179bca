/**
 * The API envelope `{ code, message, data }` (spec §7) and the reply to a refusal, shared by the storefront
 * endpoints (src/api/endpoint.ts) and the admin tools' Payload endpoints (src/api/adminEndpoint.ts).
 * Imports nothing that loads the Payload config, so collection configs may use it.
 */
import type { Locale } from '@/domain/locale'
import { isShopError } from '@/domain/errors'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/server/db/unavailable'
import { logger } from '@/server/logger'

import { apiErrorOf, isApiError, minutesToWait } from './errors'
import { apiTranslator } from './translate'
import { errorMessage } from '@/lib/errorMessage'

export type Envelope<T = unknown> = { code: number; message: string; data: T }

export function envelope<T>(status: number, body: Envelope<T>, headers?: Headers): Response {
  const response = Response.json(body, { status })
  response.headers.set('cache-control', 'no-store')
  headers?.forEach((value, key) => response.headers.append(key, value))
  return response
}

/**
 * The envelope of a refusal or failure: a domain or API error in `locale` with its status (and Retry-After),
 * a database that cannot be reached (PostgreSQL restarting or down) 503 with a localized "try again in a
 * moment" and Retry-After, logged as one line; anything else logged and answered 500. Classified by the
 * fields on the error, never by its class (see isShopError, isApiError, isDatabaseUnavailable).
 */
export function errorEnvelope(thrown: unknown, locale: Locale, headers: Headers, request: Request): Response {
  const t = apiTranslator(locale)
  const error = isShopError(thrown) ? apiErrorOf(thrown, t.validation) : thrown
  if (isApiError(error)) {
    if (error.retryAfterSeconds) headers.set('retry-after', String(Math.ceil(error.retryAfterSeconds)))
    return envelope(error.status, { code: error.code, message: t.api(error.key, { minutes: minutesToWait(error) }), data: error.data }, headers)
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: errorMessage(error), path: new URL(request.url).pathname }, 'API: database unavailable')
    headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    return envelope(503, { code: 503, message: t.api('databaseUnavailable'), data: null }, headers)
  }
  logger.error({ err: error, path: new URL(request.url).pathname }, 'API failure')
  return envelope(500, { code: 500, message: t.api('serverError'), data: null })
}

