import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import type { ApiMessageKey } from './errors'
import type { ValidationKey } from './validation'

const cache = new Map<Locale, { api: (k: ApiMessageKey) => string; validation: (k: ValidationKey) => string }>()

/** Server-side translators for API messages and field errors, one pair per locale. */
export function apiTranslator(locale: Locale) {
  let entry = cache.get(locale)
  if (!entry) {
    const messages = MESSAGES[locale]
    const api = createTranslator({ locale, messages, namespace: 'api' })
    const validation = createTranslator({ locale, messages, namespace: 'validation' })
    entry = { api: (k) => api(k), validation: (k) => validation(k) }
    cache.set(locale, entry)
  }
  return entry
}

export function isValidationKey(message: string): message is ValidationKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES['zh-TW'].validation, message)
}
