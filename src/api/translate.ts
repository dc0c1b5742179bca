import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import type { ApiMessageKey } from './errors'
import type { ValidationKey } from './validation'

type ApiTranslate = (key: ApiMessageKey, values?: Record<string, string | number>) => string
const cache = new Map<Locale, { api: ApiTranslate; validation: (k: ValidationKey) => string }>()

/** Server-side translators for API messages and field errors, one pair per locale. */
export function apiTranslator(locale: Locale) {
  let entry = cache.get(locale)
  if (!entry) {
    const messages = MESSAGES[locale]
    const api = createTranslator({ locale, messages, namespace: 'api' })
    const validation = createTranslator({ locale, messages, namespace: 'validation' })
    // Values a message does not use are ignored (e.g. {minutes} on a plain 429).
    entry = { api: (k, values) => (values ? api(k, values as never) : api(k)), validation: (k) => validation(k) }
    cache.set(locale, entry)
  }
  return entry
}

export function isValidationKey(message: string): message is ValidationKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES['zh-TW'].validation, message)
}
