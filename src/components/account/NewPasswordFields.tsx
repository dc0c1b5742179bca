'use client'

import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { TextField } from './TextField'

type Props = {
  idPrefix: string
  labels: { newPassword: string; confirmPassword: string; rule: string }
  registrations: { newPassword: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn }
  errors: { newPassword?: FieldError; confirmPassword?: FieldError }
}

/** The new password (with the rule shown) and its confirmation: change password and reset alike. */
export function NewPasswordFields({ idPrefix, labels, registrations, errors }: Props) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={labels.newPassword}
        hint={labels.rule}
        type="password"
        autoComplete="new-password"
        registration={registrations.newPassword}
        error={errors.newPassword}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        registration={registrations.confirmPassword}
        error={errors.confirmPassword}
      />
    </>
  )
}
