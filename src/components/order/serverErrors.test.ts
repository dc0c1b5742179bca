import { describe, expect, it } from 'vitest'

import { ApiRequestError } from '@/lib/api-client'

import { routeServerErrors, serverErrorsOf } from './serverErrors'
import { esim, sim } from './testFixtures'

describe('server errors', () => {
  it('reads the field errors of an API reply, and nothing else', () => {
    expect(serverErrorsOf(new ApiRequestError('Invalid', 400, { errors: { email: 'Invalid e-mail' } }))).toEqual({ email: 'Invalid e-mail' })
    expect(serverErrorsOf(new ApiRequestError('Too many', 429))).toBeNull()
    expect(serverErrorsOf(new ApiRequestError('Invalid', 400, { errors: 'no' }))).toBeNull()
    expect(serverErrorsOf(new Error('offline'))).toBeNull()
  })

  it('sends the form to the earliest step in error and the code to its field', () => {
    expect(routeServerErrors(sim, { birthDate: 'Too young', code: 'Wrong code' })).toEqual({
      fields: [
        ['birthDate', 'Too young'],
        ['verificationCode', 'Wrong code'],
      ],
      general: [],
      step: 1,
      focus: 'verificationCode',
    })
  })

  it('focuses the field in error that stands first on the screen, whatever the order of the reply', () => {
    expect(routeServerErrors(sim, { verificationCode: 'Wrong code', email: 'Invalid e-mail' }).focus).toBe('email')
    expect(routeServerErrors(sim, { 'item.pickup.time': 'Closed', 'item.planId': 'Gone' }).focus).toBe('item.planId')
  })

  it('shows what the form has no field for above the step, without moving', () => {
    expect(routeServerErrors(esim, { 'item.pickup.time': 'Closed', 'item.productId': 'Gone' })).toEqual({
      fields: [],
      general: ['Closed', 'Gone'],
      step: null,
      focus: null,
    })
  })
})
