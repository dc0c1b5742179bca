import { describe, expect, it } from 'vitest'

import { glossaryViolations, mailSubjectViolation, readableText, type Glossary } from './glossary'

const GLOSSARY: Glossary = {
  concepts: [
    { concept: 'plan', terms: { en: { use: 'plan', avoid: ['Specification'], allow: ['Specifications'] }, 'zh-TW': { use: '方案', avoid: ['規格'] } } },
    { concept: 'spacing', terms: { ja: { use: '18歳', avoid: [], patterns: ['[0-9] [\\u3040-\\u30ff\\u4e00-\\u9fff]'] } } },
    { concept: 'customer service', storefrontOnly: true, terms: { en: { use: 'customer service', avoid: ['administrator'] } } },
  ],
}

describe('glossaryViolations', () => {
  it('finds a forbidden variant planted in a text of that locale', () => {
    expect(glossaryViolations(GLOSSARY, 'en', 'Please choose a Specification.')).toEqual([
      { concept: 'plan', locale: 'en', found: 'Specification', use: 'plan' },
    ])
    expect(glossaryViolations(GLOSSARY, 'zh-TW', '請選擇規格。')).toHaveLength(1)
  })

  it('passes a clean text, another locale’s variant and an allowed phrase', () => {
    expect(glossaryViolations(GLOSSARY, 'en', 'Please choose a plan.')).toEqual([])
    expect(glossaryViolations(GLOSSARY, 'ko', 'Specification')).toEqual([])
    expect(glossaryViolations(GLOSSARY, 'en', 'Specifications')).toEqual([])
  })

  it('checks patterns, with ICU arguments read as digits', () => {
    expect(glossaryViolations(GLOSSARY, 'ja', '{minutes} 分後にお試しください。')).toHaveLength(1)
    expect(glossaryViolations(GLOSSARY, 'ja', '{minutes}分後にお試しください。')).toEqual([])
  })

  it('holds the admin words (staff) to every rule but the storefront-only ones', () => {
    expect(glossaryViolations(GLOSSARY, 'en', 'Ask an administrator.')).toHaveLength(1)
    expect(glossaryViolations(GLOSSARY, 'en', 'Role: administrator', 'staff')).toEqual([])
    expect(glossaryViolations(GLOSSARY, 'en', 'Choose a Specification, administrator', 'staff')).toEqual([
      { concept: 'plan', locale: 'en', found: 'Specification', use: 'plan' },
    ])
  })
})

describe('mailSubjectViolation', () => {
  const withPrefix: Glossary = { concepts: [], mailSubjectPrefix: { ja: '【{siteName}】' } }

  it('reports a subject that does not begin with its locale\'s prefix, and passes one that does', () => {
    expect(mailSubjectViolation(withPrefix, 'ja', '{siteName}：お問い合わせを受け付けました')).toMatchObject({ concept: 'mail subject', use: '【{siteName}】' })
    expect(mailSubjectViolation(withPrefix, 'ja', '【{siteName}】お問い合わせを受け付けました')).toBeNull()
    expect(mailSubjectViolation(withPrefix, 'en', '{siteName}: anything')).toBeNull()
  })
})

describe('readableText', () => {
  it('drops ICU heads and rich-text tags, keeps the words', () => {
    expect(readableText('{count, plural, one {# day} other {# days}} <terms>Terms</terms> for {name}')).toBe('{ one {9 day} other {9 days}} Terms for 9')
  })
})
