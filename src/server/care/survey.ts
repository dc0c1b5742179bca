import 'server-only'

import type { Payload } from 'payload'

import { fieldRules, tooManyAttempts } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { SURVEY_LIMITS } from '@/domain/support'
import { checkSurveyAnswers, SURVEY_QUESTION_KINDS, type SurveyAnswers, type SurveyQuestion, type SurveyQuestionKind } from '@/domain/survey'
import { normaliseEmail } from '@/domain/verification'
import { CACHE_TAGS } from '@/server/cache'
import { cached } from '@/server/catalog/shopReads'
import { getShopPayload } from '@/server/payload'
import { hit } from '@/server/rateLimit'

export type SurveyView = { title: string; intro: string; questions: SurveyQuestion[] }

const isKind = (value: unknown): value is SurveyQuestionKind => (SURVEY_QUESTION_KINDS as readonly unknown[]).includes(value)

/** The survey in `locale` (questions staff left untranslated fall back to the default language). */
export async function readSurvey(payload: Payload, locale: Locale): Promise<SurveyView> {
  const survey = await payload.findGlobal({ slug: 'survey', locale, depth: 0 })
  return {
    title: survey.title ?? '',
    intro: survey.intro ?? '',
    questions: (survey.questions ?? []).flatMap((q) =>
      q.key && isKind(q.kind) && q.label
        ? [{ key: q.key, kind: q.kind, label: q.label, required: Boolean(q.required), options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label })) }]
        : [],
    ),
  }
}

/** The survey for the /survey page, cached until staff save it. */
export const getSurvey = cached('survey', async (locale: Locale) => readSurvey(await getShopPayload(), locale), [CACHE_TAGS.survey])

type Submission = { email: string; orderNumber?: string; locale: Locale; ip: string; memberId?: number }

/** Anonymous answers are limited per client address and per e-mail, so the form cannot flood staff. */
async function limit(payload: Payload, ip: string, email: string) {
  const exceeded = await hit(payload, [
    { name: 'survey-ip-hour', key: ip, max: SURVEY_LIMITS.perIpPerHour, windowSeconds: 3600 },
    { name: 'survey-email-day', key: email, max: SURVEY_LIMITS.perEmailPerDay, windowSeconds: 86_400 },
  ])
  if (exceeded) throw tooManyAttempts(exceeded.windowSeconds)
}

async function store(payload: Payload, s: Submission, answers: { question: string; label?: string; answer: string }[]) {
  await payload.create({
    collection: 'survey-answers',
    data: { email: s.email, orderNumber: s.orderNumber || undefined, member: s.memberId, locale: s.locale, answers },
    overrideAccess: true,
    depth: 0,
  })
}

/** Answers to the staff-written survey (/api/question/answer_questions). */
export async function answerSurvey(payload: Payload, s: Submission & { answers: SurveyAnswers }): Promise<void> {
  const survey = await readSurvey(payload, s.locale)
  const broken = checkSurveyAnswers(survey.questions, s.answers)
  if (broken) throw fieldRules(broken)
  const email = normaliseEmail(s.email)
  await limit(payload, s.ip, email)
  const answers = survey.questions
    .filter((q) => (s.answers[q.key] ?? '').trim() !== '')
    .map((q) => ({ question: q.key, label: q.label, answer: s.answers[q.key]!.trim() }))
  await store(payload, { ...s, email }, answers)
}

/** The one-question questionnaire (/api/commitTopic: e-mail and answer). */
export async function commitTopic(payload: Payload, s: Submission & { answer: string }): Promise<void> {
  const email = normaliseEmail(s.email)
  await limit(payload, s.ip, email)
  await store(payload, { ...s, email }, [{ question: 'topic', answer: s.answer }])
}
