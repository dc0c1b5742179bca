import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { emailTemplateDataSchema, emailTemplateRequestSchema, parseLang, renderPreview } from './preview'

describe('template preview', () => {
  it('reads a language as locale, short code or lang header', () => {
    expect(parseLang('ja')).toBe('ja')
    expect(parseLang('jp')).toBe('ja')
    expect(parseLang('tw')).toBe('zh-TW')
    expect(parseLang('zh-cn')).toBe('zh-CN')
    expect(parseLang('kr')).toBe('ko')
    expect(parseLang('fr')).toBeUndefined()
  })

  it('validates kind, lang and variant strictly', () => {
    expect(emailTemplateRequestSchema.safeParse({ kind: 'orderReceived', lang: 'ja', sample: true }).success).toBe(true)
    expect(emailTemplateRequestSchema.safeParse({ kind: 'orderReceived', variant: 'visit' }).success).toBe(true)
    expect(emailTemplateRequestSchema.safeParse({ kind: 'orderReceived', variant: 'passwordReset' }).success).toBe(false)
    expect(emailTemplateRequestSchema.safeParse({ kind: 'invoice' }).success).toBe(false)
    expect(emailTemplateRequestSchema.safeParse({ kind: 'newMember', lang: 'fr' }).success).toBe(false)
    expect(emailTemplateRequestSchema.safeParse({ kind: 'newMember', extra: 1 }).success).toBe(false)
    const json = z.toJSONSchema(emailTemplateRequestSchema, { io: 'input' }) as { additionalProperties?: boolean; required?: string[] }
    expect(json.additionalProperties).toBe(false)
    expect(json.required).toEqual(['kind'])
  })

  it('renders every variant, with the SMS text for verification codes', () => {
    const code = renderPreview('verificationCode', 'ko', 'passwordReset')!
    expect(emailTemplateDataSchema.parse(code)).toBeTruthy()
    expect(code.sms).toContain('305177')
    expect(code.variants).toEqual(['orderContact', 'passwordReset', 'emailChange', 'orderLookup'])
    expect(renderPreview('newMember', 'en')!.variant).toBe('newAccount')
    expect(renderPreview('orderReceived', 'vi', 'rail')!.sms).toBeUndefined()
    expect(renderPreview('orderReceived', 'vi', 'nope')).toBeUndefined()
  })
})
