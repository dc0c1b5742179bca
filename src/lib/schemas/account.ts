import { z } from 'zod'

import { isIsoDate, taipeiDate } from '@/domain/dates'
import { isValidPassword } from '@/domain/password'
import { GENDERS, isAdultOn, isPassportName } from '@/domain/person'
import { CODE_PATTERN } from '@/domain/verificationCode'

import { contactSchema } from './order'

/**
 * The member's own account forms and their endpoints (one schema each for the react-hook-form resolver
 * and the server): /api/user/changePass, /api/findPassword, /api/user/changeData. Messages are keys of
 * messages.validation.
 */
const newPassword = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'passwordRule').refine(isValidPassword, 'passwordRule')
const confirmPassword = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'passwordMismatch')
const code = z.string({ error: 'codeRequired' }).trim().regex(CODE_PATTERN, 'codeRequired')

const confirmationMatches = (value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.newPassword !== value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' })
}

/** POST /api/user/changePass and /personal/changePassword. */
export const changePassSchema = z
  .strictObject({
    oldPassword: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'tooLong'),
    newPassword,
    confirmPassword,
  })
  .superRefine(confirmationMatches)
export type ChangePassInput = z.infer<typeof changePassSchema>

/** The new-password step of /forget/reset (the browser form). */
export const newPasswordSchema = z.strictObject({ newPassword, confirmPassword }).superRefine(confirmationMatches)
export type NewPasswordInput = z.infer<typeof newPasswordSchema>

/** The first step of /forget: where the code goes, and the code once it arrived. */
export const FORGET_CHANNELS = ['email', 'sms'] as const
export type ForgetChannel = (typeof FORGET_CHANNELS)[number]

/** The fields of /forget's first step, checked in the browser before /api/sendEmail, /api/sendSms and /api/checkCode. */
export const forgetAddressSchema = z.strictObject({ email: contactSchema.email, phone: contactSchema.phone })
export const forgetCodeSchema = code

/** POST /api/findPassword: the code sent to `email` (else `phone`), and the new password twice. */
export const findPasswordSchema = z
  .strictObject({
    email: z.optional(contactSchema.email),
    phone: z.optional(contactSchema.phone),
    code,
    newPassword,
    confirmPassword,
  })
  .superRefine((value, ctx) => {
    if (!value.email === !value.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: value.email ? 'invalidValue' : 'emailRequired' })
    confirmationMatches(value, ctx)
  })
export type FindPasswordInput = z.infer<typeof findPasswordSchema>

/** POST /api/user/changeData and /personal/memberInformation (spec §3 member fields). */
export const changeDataSchema = z.strictObject({
  email: contactSchema.email,
  /** The code sent to a NEW e-mail address; absent on the first call, which sends it. */
  emailCode: code.optional(),
  phone: contactSchema.phone,
  surname: z.string({ error: 'surnameRequired' }).trim().min(1, 'surnameRequired').refine(isPassportName, 'passportName'),
  givenName: z.string({ error: 'givenNameRequired' }).trim().min(1, 'givenNameRequired').refine(isPassportName, 'passportName'),
  birthday: z
    .string({ error: 'birthdayRequired' })
    .min(1, 'birthdayRequired')
    .refine(isIsoDate, 'invalidDate')
    // Checked on Taipei's today at parse time, in the browser and on the server alike.
    .refine((value) => !isIsoDate(value) || isAdultOn(value, taipeiDate()), 'adultRequired'),
  gender: z.enum(GENDERS, { error: 'genderRequired' }),
  agree: z.literal(true, { error: 'agreeRequired' }),
})
export type ChangeDataInput = z.infer<typeof changeDataSchema>

/** POST /api/user/verifyPhone: without `code` it sends one by SMS to the profile's phone; with it, confirms the phone. */
export const verifyPhoneSchema = z.strictObject({ code: code.optional() })
export type VerifyPhoneInput = z.infer<typeof verifyPhoneSchema>
