import { describe, expect, it } from 'vitest'

import { addDays, taipeiDate } from '@/domain/dates'

import { changeDataSchema, changePassSchema, findPasswordSchema } from './account'

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('changePassSchema', () => {
  it('wants the password rule and a matching confirmation', () => {
    expect(changePassSchema.safeParse({ oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc123' }).success).toBe(true)
    expect(messagesOf(changePassSchema.safeParse({ oldPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual({
      oldPassword: 'passwordRequired',
      newPassword: 'passwordRule',
      confirmPassword: 'passwordMismatch',
    })
  })
})

describe('findPasswordSchema', () => {
  const base = { code: '123456', newPassword: 'abc123', confirmPassword: 'abc123' }
  it('takes the e-mail or the phone, not both and not neither', () => {
    expect(findPasswordSchema.safeParse({ ...base, email: 'a@b.co' }).success).toBe(true)
    expect(findPasswordSchema.safeParse({ ...base, phone: '+886912345678' }).success).toBe(true)
    expect(messagesOf(findPasswordSchema.safeParse(base))).toEqual({ email: 'emailRequired' })
    expect(messagesOf(findPasswordSchema.safeParse({ ...base, email: 'a@b.co', phone: '+886912345678' }))).toEqual({ email: 'invalidValue' })
  })
})

describe('changeDataSchema', () => {
  const profile = { email: 'a@b.co', phone: '+886912345678', surname: 'Lin', givenName: 'Mei', birthday: '1990-01-01', gender: 'male', agree: true }
  it('accepts an adult with passport names', () => {
    expect(changeDataSchema.safeParse(profile).success).toBe(true)
  })
  it('refuses under 18 (Taipei today), a future date, names outside the passport alphabet, no consent', () => {
    const seventeen = addDays(addDays(taipeiDate(), -366 * 18), 30)
    expect(messagesOf(changeDataSchema.safeParse({ ...profile, birthday: seventeen }))).toEqual({ birthday: 'adultRequired' })
    expect(messagesOf(changeDataSchema.safeParse({ ...profile, birthday: addDays(taipeiDate(), 1) }))).toEqual({ birthday: 'adultRequired' })
    expect(messagesOf(changeDataSchema.safeParse({ ...profile, birthday: '1990-02-30' }))).toEqual({ birthday: 'invalidDate' })
    expect(messagesOf(changeDataSchema.safeParse({ ...profile, surname: '林', agree: false, gender: 'x' }))).toEqual({
      surname: 'passportName',
      agree: 'agreeRequired',
      gender: 'genderRequired',
    })
  })
})
