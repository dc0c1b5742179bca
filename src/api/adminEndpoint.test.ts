import { describe, expect, it } from 'vitest'

import { adminLocale } from './adminEndpoint'

const req = (lang: string | null, language?: string) =>
  ({ headers: new Headers(lang ? { lang } : {}), i18n: language ? { language } : undefined }) as unknown as Parameters<typeof adminLocale>[0]

describe('adminLocale', () => {
  it('follows the lang header first, then the admin language (Payload’s zh is simplified Chinese), else zh-TW', () => {
    expect(adminLocale(req('kr', 'en'))).toBe('ko')
    expect(adminLocale(req('zh-cn'))).toBe('zh-CN')
    expect(adminLocale(req(null, 'zh'))).toBe('zh-CN')
    expect(adminLocale(req(null, 'zh-TW'))).toBe('zh-TW')
    expect(adminLocale(req(null, 'vi'))).toBe('vi')
    expect(adminLocale(req(null, 'fr'))).toBe('zh-TW')
    expect(adminLocale(req(null))).toBe('zh-TW')
  })
})
