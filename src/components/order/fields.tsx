'use client'

import { get, useFormState, type FieldError as RhfFieldError } from 'react-hook-form'

import { FieldError } from '@/components/ui/FieldError'
import { useFieldError } from '@/lib/useFieldError'

/** The DOM id of a form field (or of the fieldset of a radio group) by its schema path. */
export const fieldId = (name: string) => `order-${name.replace(/\./g, '-')}`
export const errorId = (name: string) => `${fieldId(name)}-error`
export const hintId = (name: string) => `${fieldId(name)}-hint`

/** Focuses a field by path; a radio group (fieldset), its chosen option or else its first one that can be chosen. */
export function focusField(name: string) {
  const element = document.getElementById(fieldId(name))
  if (!element) return
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLElement>('input:checked:not(:disabled), input:not(:disabled)') ?? element)
      : element
  target.focus()
}

/**
 * Error text of a field: the client's schema messages are keys of messages.validation; errors that
 * came back from the server (type "server") are already in the visitor's language.
 */
export function useErrorText() {
  const fieldError = useFieldError()
  return (error: RhfFieldError | undefined) => {
    if (!error) return ''
    if (error.type === 'server') return error.message ?? ''
    return fieldError(error.message)
  }
}

/** The error of a field by path (nested paths like item.pickup.date). */
export function useFieldErrorOf(name: string): RhfFieldError | undefined {
  const { errors } = useFormState({ name: name as never })
  return get(errors, name) as RhfFieldError | undefined
}

/** aria-invalid / aria-describedby of an input, given whether it has a hint. */
export function useFieldAria(name: string, { hint = false }: { hint?: boolean } = {}) {
  const error = useFieldErrorOf(name)
  const describedBy = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(' ')
  return { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined }
}

/**
 * The message under a field, announced when it appears (FieldError's live region); `reserve` (keys of
 * messages.validation) keeps the room of its possible messages so nothing below it moves.
 */
export function FieldMessage({ name, reserve }: { name: string; reserve?: readonly string[] }) {
  const error = useFieldErrorOf(name)
  const text = useErrorText()
  const fieldError = useFieldError()
  return (
    <FieldError id={errorId(name)} testId={`error-${name}`} reserve={reserve?.map((key) => fieldError(key))}>
      {error ? (
        <>
          <span aria-hidden="true">⚠ </span>
          {text(error)}
        </>
      ) : null}
    </FieldError>
  )
}
