import { describe, expect, it } from 'vitest'

import { fieldRules, forbidden, notFound, notLoggedIn, ShopError, tooManyAttempts, type ShopErrorKind } from '@/domain/errors'

import { apiErrorOf, CODE_NOT_LOGGED_IN, isApiError, minutesToWait } from './errors'
import { apiTranslator } from './translate'

const en = apiTranslator('en')

describe('apiErrorOf', () => {
  it('answers each kind with its HTTP status and envelope code (202 only for a missing login)', () => {
    const cases: [ShopError, ShopErrorKind, number, number][] = [
      [fieldRules({ birthDate: 'ageMinimum' }), 'invalid', 400, 400],
      [new ShopError('badCredentials', 'loginFailed'), 'badCredentials', 401, 401],
      [notLoggedIn(), 'notLoggedIn', 401, CODE_NOT_LOGGED_IN],
      [forbidden(), 'forbidden', 403, 403],
      [notFound(), 'notFound', 404, 404],
      [fieldRules({ 'item.time': 'slotFull' }, 'conflict'), 'conflict', 409, 409],
      [tooManyAttempts(), 'tooManyAttempts', 429, 429],
      [new ShopError('unavailable', 'smsUnavailable'), 'unavailable', 503, 503],
      [new ShopError('paymentRefused', 'paymentDeclined'), 'paymentRefused', 422, 422],
    ]
    for (const [error, kind, status, code] of cases) {
      expect(error.kind).toBe(kind)
      const reply = apiErrorOf(error, en.validation)
      expect(isApiError(reply), kind).toBe(true)
      expect([reply.status, reply.code, reply.key], kind).toEqual([status, code, error.key])
    }
  })

  it('lists broken field rules translated, like schema errors', () => {
    const reply = apiErrorOf(fieldRules({ promoCode: 'promoInvalid', 'item.time': 'slotFull' }), en.validation)
    expect(reply.data).toEqual({ errors: { promoCode: en.validation('promoInvalid'), 'item.time': en.validation('slotFull') } })
    expect(reply.retryAfterSeconds).toBeUndefined()
  })

  it('passes a known wait on as data and Retry-After, and nothing when the wait is unknown', () => {
    const known = apiErrorOf(tooManyAttempts(125, 'accountLocked'), en.validation)
    expect(known.data).toEqual({ retryAfterSeconds: 125 })
    expect(known.retryAfterSeconds).toBe(125)
    expect(minutesToWait(known)).toBe(3)
    const unknown = apiErrorOf(tooManyAttempts(), en.validation)
    expect(unknown.data).toBeNull()
    expect(unknown.retryAfterSeconds).toBeUndefined()
    expect(minutesToWait(unknown)).toBe(1)
    expect(apiErrorOf(notFound(), en.validation).data).toBeNull()
  })
})
