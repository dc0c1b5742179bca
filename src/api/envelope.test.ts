import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locale'

import { errorEnvelope } from './envelope'
import { apiTranslator } from './translate'

const request = new Request('http://shop.test/api/order/placeOrder', { method: 'POST' })

describe('errorEnvelope', () => {
  it('answers a database that cannot be reached with 503, the localized message and Retry-After, no details', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    for (const locale of LOCALES) {
      const response = errorEnvelope(new Error('Failed query: select 1', { cause: refused }), locale, new Headers(), request)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      const body = (await response.json()) as { code: number; message: string; data: unknown }
      expect(body).toEqual({ code: 503, message: apiTranslator(locale).api('databaseUnavailable'), data: null })
    }
  })

  it('answers any other failure 500 with the generic message', async () => {
    const response = errorEnvelope(new TypeError("Cannot read properties of undefined (reading 'id')"), 'en', new Headers(), request)
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.json()).toEqual({ code: 500, message: apiTranslator('en').api('serverError'), data: null })
  })
})
