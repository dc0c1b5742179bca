import type { Locale } from '@/domain/locale'

/** Payload's admin languages (simplified Chinese is `zh` there) and the shop locale each reads. */
const LOCALE_OF: Record<string, Locale> = { en: 'en', zh: 'zh-CN', 'zh-TW': 'zh-TW', ja: 'ja', ko: 'ko', vi: 'vi' }

/** The shop locale of an admin language; `fallback` for one Payload does not offer. */
export const localeOfAdminLanguage = (language: string | undefined, fallback: Locale = 'en'): Locale => LOCALE_OF[language ?? ''] ?? fallback
