import type { Messages } from '@/i18n/messages'

export type ApiMessageKey = keyof Messages['api']

/** Envelope codes: 200 success, 202 "not logged in / token expired" (spec §8); others mirror the HTTP status. */
export const CODE_OK = 200
export const CODE_NOT_LOGGED_IN = 202

type ApiStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503

/**
 * An error that reaches the client as `{ code, message, data }` with `message` translated from `key`.
 * Recognised by the fields on it (`isApiError`), never by `instanceof` or its name: a production build
 * can hold two copies of a module (one per server bundle), and class names are minified.
 */
export class ApiError extends Error {
  readonly shopApiError = true as const
  /** Seconds after which a refused request may be tried again (429): sent as Retry-After. */
  retryAfterSeconds?: number
  constructor(
    readonly status: ApiStatus,
    readonly key: ApiMessageKey,
    readonly data: unknown = null,
    readonly code: number = status,
  ) {
    super(key)
    this.name = 'ApiError'
  }
}

export function isApiError(error: unknown): error is ApiError {
  const e = error as Partial<ApiError> | null
  return typeof e === 'object' && e !== null && e.shopApiError === true && typeof e.status === 'number' && typeof e.key === 'string'
}

export const notLoggedIn = () => new ApiError(401, 'notLoggedIn', null, CODE_NOT_LOGGED_IN)
export const notFound = () => new ApiError(404, 'notFound')
export const forbidden = () => new ApiError(403, 'forbidden')

/** 429 with the time to wait; the message says how long when `key` takes a `{minutes}` argument. */
export function tooManyRequests(retryAfterSeconds: number, key: ApiMessageKey = 'tooManyRequests'): ApiError {
  const error = new ApiError(429, key, { retryAfterSeconds })
  error.retryAfterSeconds = retryAfterSeconds
  return error
}

/**
 * A rule a service checks beyond the schema (a plan that no longer exists, a full slot, an expired
 * code …): HTTP 400/409 with `data.errors[field]` translated like a schema error.
 */
export class FieldRuleError extends ApiError {
  constructor(
    readonly fields: Record<string, keyof Messages['validation']>,
    status: 400 | 409 = 400,
  ) {
    super(status, 'validationFailed')
    this.name = 'FieldRuleError'
  }
}

export function isFieldRuleError(error: unknown): error is FieldRuleError {
  return isApiError(error) && typeof (error as Partial<FieldRuleError>).fields === 'object' && (error as FieldRuleError).fields !== null
}

/**
 * Payload's own errors carry an HTTP `status` (AuthenticationError 401, Forbidden 403, ValidationError
 * 400, …); anything without one is unexpected. Read from the error, never from its class.
 */
export function payloadErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null
}
