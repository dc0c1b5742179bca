/** Customer care: contact support, the survey, KYC pre-registration and video verification. */
import { ShopError } from '@/domain/errors'
import { MAX_KYC_DOCUMENT_BYTES } from '@/domain/kyc'
import { SURVEY_MAX_QUESTIONS, SURVEY_TEXT_MAX } from '@/domain/survey'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { commitTopicSchema, kycSubmitSchema, memberContactSchema, surveyAnswersSchema, visitorContactSchema } from '@/lib/schemas/care'
import { kycStatus, submitKyc } from '@/server/care/kyc'
import { submitContact } from '@/server/care/support'
import { answerSurvey, commitTopic } from '@/server/care/survey'
import { clientIp } from '@/server/rateLimit'

import { defineEndpoint } from '../endpoint'

/** POST /api/user/service: a member's message to customer service; the account's e-mail gets the acknowledgement. */
export const userServiceEndpoint = defineEndpoint({
  schema: memberContactSchema,
  access: 'member',
  handler: ({ payload, member, input, locale, request }) => submitContact(payload, { member, content: input.content, locale, ip: clientIp(request) }),
})

/** POST /api/contact: a visitor's message with the address to answer (rate-limited per client address). */
export const contactEndpoint = defineEndpoint({
  schema: visitorContactSchema,
  handler: ({ payload, member, input, locale, request }) =>
    member
      ? submitContact(payload, { member, content: input.content, locale, ip: clientIp(request) })
      : submitContact(payload, { email: input.email, content: input.content, locale, ip: clientIp(request) }),
})

/** Every question answered at full length, each character as a JSON escape at worst: more than PUBLIC_BODY_BYTES. */
const SURVEY_BODY_BYTES = SURVEY_MAX_QUESTIONS * (SURVEY_TEXT_MAX * 6 + 64) + 4096

/** POST /api/question/answer_questions: answers to the survey (e-mail and at least one answer required). */
export const answerQuestionsEndpoint = defineEndpoint({
  schema: surveyAnswersSchema,
  maxBody: { bytes: SURVEY_BODY_BYTES, key: 'bodyTooLarge' },
  async handler({ payload, member, input, locale, request }) {
    await answerSurvey(payload, { ...input, locale, ip: clientIp(request), memberId: member?.id })
    return null
  },
})

/** POST /api/commitTopic: the one-question questionnaire (e-mail and answer). */
export const commitTopicEndpoint = defineEndpoint({
  schema: commitTopicSchema,
  async handler({ payload, member, input, locale, request }) {
    await commitTopic(payload, { ...input, locale, ip: clientIp(request), memberId: member?.id })
    return null
  },
})

/** Two images as base64 (4/3 of their size) plus the form fields. */
const KYC_BODY_BYTES = Math.ceil((2 * MAX_KYC_DOCUMENT_BYTES * 4) / 3) + 64 * 1024

/** POST /api/authentication: KYC pre-registration (member); replies with the new status. */
export const authenticationEndpoint = defineEndpoint({
  schema: kycSubmitSchema,
  access: 'member',
  maxBody: { bytes: KYC_BODY_BYTES, key: 'kycTooLarge' },
  handler: ({ payload, member, input, locale }) => submitKyc(payload, member, input, locale),
})

/** POST /api/videoCheckInfo: the member's real-name verification status. */
export const videoCheckInfoEndpoint = defineEndpoint({
  schema: emptyRequestSchema,
  access: 'member',
  handler: ({ payload, member }) => kycStatus(payload, member),
})

/** POST /api/agora/getToken: no video provider is configured in this build (see .env.example). */
export const agoraTokenEndpoint = defineEndpoint({
  schema: emptyRequestSchema,
  access: 'member',
  async handler() {
    throw new ShopError('notFound', 'videoNotConfigured')
  },
})
