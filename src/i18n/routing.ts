import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from '@/domain/locale'

/**
 * zh-TW has no prefix; the others use the spec's short codes (/cn, /en, /ja, /ko, /vi).
 * Locale detection and the locale cookie are handled in src/proxy.ts (the spec's own rules).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: {
    mode: 'as-needed',
    prefixes: { 'zh-CN': '/cn', en: '/en', ja: '/ja', ko: '/ko', vi: '/vi' },
  },
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
