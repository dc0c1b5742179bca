import { describe, expect, it } from 'vitest'

import { fieldRules, isShopError, notFound, ShopError, tooManyAttempts } from './errors'

describe('isShopError', () => {
  it('recognises a domain error by its fields, also one made by another copy of this module', () => {
    expect(isShopError(notFound())).toBe(true)
    // What a second bundle's copy of the class would throw: the same fields, another prototype.
    const copy = Object.assign(new Error('notFound'), { shopError: true, kind: 'notFound', key: 'notFound' })
    expect(isShopError(copy)).toBe(true)
  })

  it('refuses errors that only look alike: Payload errors, plain errors, half a domain error', () => {
    expect(isShopError(Object.assign(new Error('Forbidden'), { status: 403, isPublic: true }))).toBe(false)
    expect(isShopError(new Error('notFound'))).toBe(false)
    expect(isShopError({ shopError: true, kind: 'notFound' })).toBe(false)
    expect(isShopError({ kind: 'notFound', key: 'notFound' })).toBe(false)
    expect(isShopError(null)).toBe(false)
    expect(isShopError('notFound')).toBe(false)
  })
})

describe('domain errors', () => {
  it('a broken field rule is invalid unless the shop changed under the request', () => {
    const invalid = fieldRules({ promoCode: 'promoInvalid' })
    expect([invalid.kind, invalid.key, invalid.fields]).toEqual(['invalid', 'validationFailed', { promoCode: 'promoInvalid' }])
    expect(fieldRules({ 'item.time': 'slotFull' }, 'conflict').kind).toBe('conflict')
  })

  it('too many attempts carries the wait only when it is known', () => {
    const known = tooManyAttempts(90, 'accountLocked')
    expect([known.kind, known.key, known.retryAfterSeconds]).toEqual(['tooManyAttempts', 'accountLocked', 90])
    const unknown = tooManyAttempts()
    expect(unknown.key).toBe('tooManyRequests')
    expect(unknown.retryAfterSeconds).toBeUndefined()
  })

  it('other kinds carry neither fields nor a wait', () => {
    const error = new ShopError('unavailable', 'smsUnavailable')
    expect(error.fields).toBeUndefined()
    expect(error.retryAfterSeconds).toBeUndefined()
    expect(error.message).toBe('smsUnavailable')
  })
})
