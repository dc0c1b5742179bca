import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { serverErrorsOf } from '@/components/order/serverErrors'

/**
 * Puts the server's field errors (already in the visitor's language) under the form's fields; returns
 * whether any was placed. `rename` maps an API field to the form's own name.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
): boolean {
  const errors = serverErrorsOf(error)
  if (!errors) return false
  let placed = false
  for (const [name, message] of Object.entries(errors)) {
    const path = rename[name] ?? (name as Path<T>)
    if (!fields.includes(path)) continue
    setError(path, { type: 'server', message }, { shouldFocus: !placed })
    placed = true
  }
  return placed
}
