import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { MESSAGES } from '@/i18n/messages'

import { fieldErrors, type ValidationKey } from './validation'

const KEYS = Object.keys(MESSAGES['zh-TW'].validation) as ValidationKey[]
const isKey = (message: string): message is ValidationKey => (KEYS as string[]).includes(message)
const en = (key: ValidationKey) => MESSAGES.en.validation[key]

const schema = z.strictObject({
  email: z.string({ error: 'required' }).min(1, 'required').pipe(z.email('invalidEmail')),
  age: z.number().int().min(18).max(120),
  nickname: z.string().max(5).optional(),
  code: z.string().regex(/^\d{4}$/).optional(),
  password: z.string().min(6, 'passwordRule').optional(),
})

function errorsFor(input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected the input to be invalid')
  return fieldErrors(result.error.issues, input, en, isKey)
}

describe('fieldErrors', () => {
  it('accepts a valid object (sanity check of the schema)', () => {
    expect(schema.safeParse({ email: 'a@b.co', age: 30 }).success).toBe(true)
  })

  it('reports missing fields as required, even when the schema has its own message', () => {
    expect(errorsFor({})).toEqual({ email: en('required'), age: en('required') })
    expect(errorsFor({ email: null, age: 20 })).toEqual({ email: en('required') })
  })

  it('reports a wrong type as invalidType', () => {
    expect(errorsFor({ email: 'a@b.co', age: '30' })).toEqual({ age: en('invalidType') })
    // The schema's custom message key wins over the generic one when the value is present.
    expect(errorsFor({ email: 42, age: 30 })).toEqual({ email: en('required') })
  })

  it('reports each unknown key under its own name', () => {
    expect(errorsFor({ email: 'a@b.co', age: 30, admin: true, role: 'x' })).toEqual({
      admin: en('unknownField'),
      role: en('unknownField'),
    })
  })

  it('uses a custom message when it is a validation key', () => {
    expect(errorsFor({ email: 'not-an-email', age: 30 })).toEqual({ email: en('invalidEmail') })
    expect(errorsFor({ email: 'a@b.co', age: 30, password: '123' })).toEqual({ password: en('passwordRule') })
  })

  it('maps zod’s built-in issues by kind', () => {
    expect(errorsFor({ email: 'a@b.co', age: 10 })).toEqual({ age: en('tooShort') })
    expect(errorsFor({ email: 'a@b.co', age: 130 })).toEqual({ age: en('tooLong') })
    expect(errorsFor({ email: 'a@b.co', age: 30, nickname: 'toolongname' })).toEqual({ nickname: en('tooLong') })
    expect(errorsFor({ email: 'a@b.co', age: 30, code: 'abcd' })).toEqual({ code: en('invalidFormat') })
    expect(errorsFor({ email: 'a@b.co', age: 30.5 })).toEqual({ age: en('invalidType') })
  })

  it('keeps the first message per field and names nested paths with dots', () => {
    const nested = z.strictObject({ address: z.strictObject({ city: z.string() }) })
    const input = { address: { city: 1, zip: '100' } }
    const result = nested.safeParse(input)
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!.issues, input, en, isKey)
    expect(errors).toEqual({ 'address.city': en('invalidType'), 'address.zip': en('unknownField') })
  })

  it('translates with the given translator', () => {
    const result = schema.safeParse({})
    const ja = (key: ValidationKey) => MESSAGES.ja.validation[key]
    expect(fieldErrors(result.error!.issues, {}, ja, isKey).email).toBe(MESSAGES.ja.validation.required)
  })
})
