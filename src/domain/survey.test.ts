import { describe, expect, it } from 'vitest'

import { checkSurveyAnswers, type SurveyQuestion } from './survey'

const QUESTIONS: SurveyQuestion[] = [
  { key: 'overall', kind: 'rating', label: 'Overall', required: true, options: [] },
  { key: 'pickup', kind: 'choice', label: 'Pickup', required: false, options: [{ value: 'easy', label: 'Easy' }, { value: 'hard', label: 'Hard' }] },
  { key: 'comment', kind: 'text', label: 'Comment', required: false, options: [] },
]

describe('checkSurveyAnswers', () => {
  it('accepts the required answers, with or without the optional ones', () => {
    expect(checkSurveyAnswers(QUESTIONS, { overall: '5' })).toBeNull()
    expect(checkSurveyAnswers(QUESTIONS, { overall: '1', pickup: 'easy', comment: 'Fine' })).toBeNull()
  })

  it('needs at least one answer and every required one', () => {
    expect(checkSurveyAnswers(QUESTIONS, {})).toEqual({ answers: 'answerRequired', 'answers.overall': 'answerRequired' })
    expect(checkSurveyAnswers(QUESTIONS, { overall: '  ' })).toEqual({ answers: 'answerRequired', 'answers.overall': 'answerRequired' })
    expect(checkSurveyAnswers(QUESTIONS, { comment: 'only this' })).toEqual({ 'answers.overall': 'answerRequired' })
    // A survey without required questions still needs one answer.
    expect(checkSurveyAnswers([QUESTIONS[2]!], {})).toEqual({ answers: 'answerRequired' })
  })

  it('checks ratings, choices, text length and unknown questions', () => {
    expect(checkSurveyAnswers(QUESTIONS, { overall: '6' })).toEqual({ 'answers.overall': 'invalidValue' })
    expect(checkSurveyAnswers(QUESTIONS, { overall: '2.5' })).toEqual({ 'answers.overall': 'invalidValue' })
    expect(checkSurveyAnswers(QUESTIONS, { overall: '0' })).toEqual({ 'answers.overall': 'invalidValue' })
    expect(checkSurveyAnswers(QUESTIONS, { overall: '3', pickup: 'maybe' })).toEqual({ 'answers.pickup': 'invalidValue' })
    expect(checkSurveyAnswers(QUESTIONS, { overall: '3', comment: 'x'.repeat(2001) })).toEqual({ 'answers.comment': 'tooLong' })
    expect(checkSurveyAnswers(QUESTIONS, { overall: '3', bogus: 'x' })).toEqual({ 'answers.bogus': 'unknownField' })
  })
})
