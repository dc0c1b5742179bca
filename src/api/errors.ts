import type { Messages } from '@/i18n/messages'

export type ApiMessageKey = keyof Messages['api']

/** Envelope codes: 200 success, 202 "not logged in / token expired" (spec §8); others mirror the HTTP status. */
export const CODE_OK = 200
export const CODE_NOT_LOGGED_IN = 202

/** An error that reaches the client as `{ code, message, data }` with `message` translated from `key`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly key: ApiMessageKey,
    readonly data: unknown = null,
    readonly code: number = status,
  ) {
    super(key)
    this.name = 'ApiError'
  }
}

export const notLoggedIn = () => new ApiError(401, 'notLoggedIn', null, CODE_NOT_LOGGED_IN)
export const notFound = () => new ApiError(404, 'notFound')
export const forbidden = () => new ApiError(403, 'forbidden')

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
