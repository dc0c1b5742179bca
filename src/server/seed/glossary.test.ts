/**
 * The glossary check over the real messages and seed (messages/glossary.ts): it finds a planted
 * variant, and the shipped texts follow the glossary.
 */
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locale'

import { describeProblem, GLOSSARY, glossaryProblems, messageTexts, seedTexts } from './glossaryCheck'

describe('glossary check', () => {
  it('gives every concept a term to use in the locales it covers', () => {
    expect(GLOSSARY.concepts.length).toBeGreaterThanOrEqual(20)
    for (const { concept, terms } of GLOSSARY.concepts)
      for (const [locale, term] of Object.entries(terms)) {
        expect(LOCALES, concept).toContain(locale)
        expect(term.use.trim(), `${concept} ${locale}`).not.toBe('')
        for (const pattern of term.patterns ?? []) expect(() => new RegExp(pattern, 'u')).not.toThrow()
      }
  })

  it('fails on a variant the glossary forbids, planted in a message or a seeded text', () => {
    const planted = [
      { locale: 'en' as const, where: 'planted message', text: 'Please select a specification.' },
      { locale: 'ja' as const, where: 'planted seed', text: '会員キャリアに保存されます。' },
      { locale: 'ko' as const, where: 'planted seed', text: '「설정」에서 선택하세요.' },
      { locale: 'zh-TW' as const, where: 'planted message', text: '請以 NTD 付款' },
    ]
    const problems = glossaryProblems(planted)
    expect(problems.map((p) => p.where)).toEqual(['planted message', 'planted seed', 'planted seed', 'planted seed', 'planted message'])
    expect(problems.map((p) => p.found)).toEqual(['specification', 'キャリア', '「', '」', 'NTD'])
  })

  it('passes clean texts, and a variant that is correct in context (通信キャリア is a mobile carrier)', () => {
    expect(
      glossaryProblems([
        { locale: 'en', where: 'clean', text: 'Please select a plan. Specifications' },
        { locale: 'ja', where: 'clean', text: '台湾大手通信キャリアと提携しています。' },
        { locale: 'vi', where: 'clean', text: 'SIM 5G không giới hạn từ 300 NT$' },
      ]),
    ).toEqual([])
  })

  it('messages/*.json and the seeded content follow the glossary', () => {
    const texts = [...messageTexts(), ...seedTexts(new Date('2026-11-21T12:00:00Z'))]
    expect(new Set(texts.map((t) => t.locale)).size).toBe(LOCALES.length)
    expect(texts.filter((t) => t.where.startsWith('seed')).length).toBeGreaterThan(500)
    expect(glossaryProblems(texts).map(describeProblem)).toEqual([])
  })
})
