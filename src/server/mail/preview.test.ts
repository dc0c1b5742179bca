import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locale'

import { MAIL_SAMPLES } from './samples'
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

  it('shows the sample product, plan, place and message in the language of the preview', () => {
    const ja = renderPreview('orderReceived', 'ja', 'pickup')!
    expect(ja.text).toContain('5G無制限データ＆通話SIMカード')
    expect(ja.text).toContain('5日間 · データ無制限')
    expect(ja.text).toContain('桃園空港 第1ターミナル · 到着ロビーカウンター')
    expect(ja.html).not.toContain('Unlimited Data')
    expect(ja.html).not.toContain('Arrival hall')
    const ko = renderPreview('supportReceived', 'ko')!
    expect(ko.text).toContain('어떻게 해야 하나요?')
    expect(ko.html).toContain('&lt;2일째&gt;') // the sample still holds characters that must be escaped
    expect(renderPreview('orderReceived', 'en', 'pickup')!.text).toContain(MAIL_SAMPLES.orderReceived.pickup!.itemName)
    // No English sample text is left in a preview of another language, in any kind or variant.
    const english = ['Unlimited Data', 'Observatory', 'Airport MRT', 'Round trip', 'Arrival hall', 'What should I do']
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const kind of Object.keys(MAIL_SAMPLES) as (keyof typeof MAIL_SAMPLES)[]) {
        for (const variant of Object.keys(MAIL_SAMPLES[kind])) {
          const mail = renderPreview(kind, locale, variant)!
          for (const word of english) expect(`${locale} ${kind} ${variant}: ${mail.text}`).not.toContain(word)
        }
      }
    }
    // The shared samples are not changed by a localized preview.
    expect(MAIL_SAMPLES.orderReceived.pickup!.itemName).toBe('5G Unlimited Data SIM & Calls')
  })
})
