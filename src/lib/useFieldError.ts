'use client'

import { useMessages, useTranslations } from 'next-intl'

/** Translates a shared-schema message (a key of messages.validation) for display under a field. */
export function useFieldError() {
  const t = useTranslations('validation')
  const messages = useMessages()
  return (key: string | undefined) => {
    if (!key) return ''
    return key in messages.validation ? t(key as keyof typeof messages.validation) : t('invalidValue')
  }
}
