'use client'

import { useMessages, useTranslations } from 'next-intl'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiRequestError } from '@/lib/api-client'

/**
 * Field messages for the care forms: a schema key (messages.validation) is translated here; a message the
 * server already translated (data.errors) is shown as it is.
 */
export function useFieldText() {
  const t = useTranslations('validation')
  const messages = useMessages()
  return (message: string | undefined) => {
    if (!message) return ''
    return message in messages.validation ? t(message as keyof typeof messages.validation) : message
  }
}

/** Puts the server's field errors (code 400, data.errors) under the fields they belong to; true if any did. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiRequestError)) return false
  const errors = (error.data as { errors?: Record<string, string> } | null)?.errors ?? {}
  let any = false
  for (const [field, message] of Object.entries(errors)) {
    if (!fields.includes(field)) continue
    setError(field as Path<T>, { type: 'server', message })
    any = true
  }
  return any
}
