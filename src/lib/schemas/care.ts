import { z } from 'zod'

import { isCountryCode } from '@/domain/countries'
import { isIsoDate } from '@/domain/dates'
import { base64DecodedBytes, DOCUMENT_NUMBER, isBase64, MAX_KYC_DOCUMENT_BYTES } from '@/domain/kyc'
import { isPassportName } from '@/domain/person'
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN } from '@/domain/support'
import { SURVEY_KEY, SURVEY_TEXT_MAX } from '@/domain/survey'

/**
 * Contact support, survey and KYC requests: one schema per form, shared by the react-hook-form resolver
 * and the endpoint. Messages are keys of messages.validation.
 */
const email = z.string({ error: 'emailRequired' }).trim().min(1, 'emailRequired').max(254, 'tooLong').pipe(z.email('invalidEmail'))
const content = z
  .string({ error: 'messageRequired' })
  .trim()
  .min(1, 'messageRequired')
  .min(SUPPORT_MESSAGE_MIN, 'tooShort')
  .max(SUPPORT_MESSAGE_MAX, 'tooLong')

/** POST /api/user/service (member): the message only — the account's e-mail is the reply address. */
export const memberContactSchema = z.strictObject({ content })
export type MemberContactInput = z.infer<typeof memberContactSchema>

/** POST /api/contact (visitor): the reply address and the message. */
export const visitorContactSchema = z.strictObject({ email, content })
export type VisitorContactInput = z.infer<typeof visitorContactSchema>

const orderNumber = z.string().trim().max(40, 'tooLong').regex(/^[A-Za-z0-9-]*$/, 'invalidFormat').optional()

/** POST /api/question/answer_questions: answers to the staff-written survey, by question key. */
export const surveyAnswersSchema = z.strictObject({
  email,
  answers: z.record(z.string().regex(SURVEY_KEY, 'unknownField'), z.string().max(SURVEY_TEXT_MAX, 'tooLong'), { error: 'answerRequired' }),
  orderNumber,
})
export type SurveyAnswersInput = z.infer<typeof surveyAnswersSchema>

/** POST /api/commitTopic: the one-question questionnaire (spec §3: email and answer). */
export const commitTopicSchema = z.strictObject({
  email,
  answer: z.string({ error: 'answerRequired' }).trim().min(1, 'answerRequired').max(SURVEY_TEXT_MAX, 'tooLong'),
  orderNumber,
})
export type CommitTopicInput = z.infer<typeof commitTopicSchema>

/** A document image as base64 (the JSON API has no multipart): size is checked before decoding. */
const documentImage = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine(isBase64, 'documentNotImage')
    .refine((text) => base64DecodedBytes(text) <= MAX_KYC_DOCUMENT_BYTES, 'documentTooLarge')

/** POST /api/authentication: KYC pre-registration (passport name, nationality, document number, birth date, two ID images). */
export const kycSubmitSchema = z.strictObject({
  passportName: z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(50, 'tooLong').refine(isPassportName, 'passportName'),
  nationality: z.string({ error: 'nationalityRequired' }).min(1, 'nationalityRequired').refine(isCountryCode, 'nationalityRequired'),
  documentNumber: z
    .string({ error: 'documentNumberRequired' })
    .trim()
    .min(1, 'documentNumberRequired')
    .regex(DOCUMENT_NUMBER, 'documentNumberInvalid'),
  birthDate: z.string({ error: 'birthdayRequired' }).min(1, 'birthdayRequired').refine(isIsoDate, 'invalidDate'),
  passportImage: documentImage('documentRequired'),
  secondIdImage: documentImage('documentRequired'),
})
export type KycSubmitInput = z.infer<typeof kycSubmitSchema>

/** The KYC form's own fields (the images are File objects in the browser, read as base64 on submit). */
export const kycFormSchema = kycSubmitSchema.omit({ passportImage: true, secondIdImage: true })
export type KycFormInput = z.infer<typeof kycFormSchema>
