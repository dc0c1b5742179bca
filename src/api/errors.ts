import type { ShopError, ShopErrorKind, ShopMessageKey } from '@/domain/errors'

import type { ValidationKey } from './validation'

export type ApiMessageKey = ShopMessageKey

/** Envelope codes: 200 success, 202 "not logged in / token expired" (spec §8); others mirror the HTTP status. */
export const CODE_OK = 200
export const CODE_NOT_LOGGED_IN = 202

type ApiStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503

/**
 * An error of the API itself (a body that is not JSON, a schema it fails, a header it refuses …) that
 * reaches the client as `{ code, message, data }` with `message` translated from `key`. Services throw
 * domain errors (src/domain/errors.ts) instead; `apiErrorOf` turns those into one of these.
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

/** How each kind of domain error is answered: the one place that gives them an HTTP status and envelope code. */
export const REPLY_OF_KIND: Record<ShopErrorKind, { status: ApiStatus; code: number }> = {
  invalid: { status: 400, code: 400 },
  badCredentials: { status: 401, code: 401 },
  notLoggedIn: { status: 401, code: CODE_NOT_LOGGED_IN },
  forbidden: { status: 403, code: 403 },
  notFound: { status: 404, code: 404 },
  conflict: { status: 409, code: 409 },
  tooManyAttempts: { status: 429, code: 429 },
  unavailable: { status: 503, code: 503 },
  paymentRefused: { status: 422, code: 422 },
}

/**
 * The reply to a domain error: field rules become `data.errors[field]`, translated like a schema error;
 * a known wait becomes `data.retryAfterSeconds` and Retry-After.
 */
export function apiErrorOf(error: ShopError, validation: (key: ValidationKey) => string): ApiError {
  const { status, code } = REPLY_OF_KIND[error.kind]
  const data = error.fields
    ? { errors: Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, validation(key)])) }
    : error.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: error.retryAfterSeconds }
      : null
  const reply = new ApiError(status, error.key, data, code)
  if (error.retryAfterSeconds !== undefined) reply.retryAfterSeconds = error.retryAfterSeconds
  return reply
}

/** The `{minutes}` a refusal's message may name: the wait rounded up, at least one. */
export const minutesToWait = (error: ApiError) => Math.max(1, Math.ceil((error.retryAfterSeconds ?? 0) / 60))
