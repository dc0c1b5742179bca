'use client'

import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { FieldError } from '@/components/ui/FieldError'
import { useFieldError } from '@/lib/useFieldError'
import styles from './Account.module.css'

type Props = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  /** The field's error: a schema message key (translated here) or, of type 'server', the server's own message. */
  error?: { message?: string; type?: string | number }
  hint?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

/** One labelled input of the account forms, its hint and error tied to it for screen readers. */
export function TextField({ id, label, registration, error, hint, ...input }: Props) {
  const fieldError = useFieldError()
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={described || undefined} {...input} {...registration} />
      <FieldError id={`${id}-error`}>{error ? (error.type === 'server' ? error.message : fieldError(error.message)) : null}</FieldError>
    </div>
  )
}
