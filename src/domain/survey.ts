/**
 * The traveller survey (spec §3 "Questionnaire: email and answer", §5 "a valid email and an answer are
 * both required"): staff write the questions (the `survey` global); a submission answers them. Pure:
 * the /survey form and the server check answers with the same rules.
 */
import type { FieldRuleKey } from './errors'

export const SURVEY_QUESTION_KINDS = ['rating', 'choice', 'text'] as const
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number]

export const RATING_MIN = 1
export const RATING_MAX = 5
export const SURVEY_TEXT_MAX = 2000
/** Questions staff may write (the survey global's rows). */
export const SURVEY_MAX_QUESTIONS = 20
/** A question's key: what staff see next to the answer in /admin, stable when the wording changes. */
export const SURVEY_KEY = /^[a-z][a-zA-Z0-9_]{0,39}$/

export type SurveyQuestion = {
  key: string
  kind: SurveyQuestionKind
  label: string
  required: boolean
  options: { value: string; label: string }[]
}

/** Answers by question key; every answer is a string (a rating is its digit). */
export type SurveyAnswers = Record<string, string>

/**
 * The field rules an answer set breaks (`answers.<key>` → rule), or null when it is acceptable: at least one
 * answer, every required question answered, ratings 1–5, choices among the options, no unknown question.
 */
export function checkSurveyAnswers(questions: readonly SurveyQuestion[], answers: SurveyAnswers): Record<string, FieldRuleKey> | null {
  const errors: Record<string, FieldRuleKey> = {}
  const byKey = new Map(questions.map((q) => [q.key, q]))
  const given = Object.entries(answers).filter(([, value]) => value.trim() !== '')
  for (const [key, value] of given) {
    const question = byKey.get(key)
    if (!question) {
      errors[`answers.${key}`] = 'unknownField'
      continue
    }
    const text = value.trim()
    if (question.kind === 'rating') {
      const n = Number(text)
      if (!Number.isInteger(n) || n < RATING_MIN || n > RATING_MAX) errors[`answers.${key}`] = 'invalidValue'
    } else if (question.kind === 'choice') {
      if (!question.options.some((o) => o.value === text)) errors[`answers.${key}`] = 'invalidValue'
    } else if (text.length > SURVEY_TEXT_MAX) {
      errors[`answers.${key}`] = 'tooLong'
    }
  }
  for (const question of questions) {
    if (question.required && !given.some(([key]) => key === question.key)) errors[`answers.${question.key}`] = 'answerRequired'
  }
  if (given.length === 0) errors.answers = 'answerRequired'
  return Object.keys(errors).length ? errors : null
}
