import { ApiRequestError } from '@/lib/api-client'

import { ORDER_STEPS, stepOf } from './steps'
import type { ActivityBookInfo, ProductBookInfo } from './types'

/** The `errors` of an API reply: field path → message, already in the visitor's language. */
export type ServerErrors = Record<string, string>

export const serverErrorsOf = (error: unknown): ServerErrors | null => {
  if (!(error instanceof ApiRequestError)) return null
  const errors = (error.data as { errors?: unknown } | null)?.errors
  return errors && typeof errors === 'object' ? (errors as ServerErrors) : null
}

export type RoutedErrors = {
  /** Errors of fields the form shows, by form path. */
  fields: [path: string, message: string][]
  /** Messages about anything the form has no input for: shown above the step. */
  general: string[]
  /** The first step with a field in error, or null. */
  step: number | null
  /** The field of that step to focus (the first one in error on the screen), or null. */
  focus: string | null
}

/** Sorts the server's field errors to the steps that show them (the API calls the verification code `code`). */
export function routeServerErrors(info: ProductBookInfo | ActivityBookInfo, errors: ServerErrors): RoutedErrors {
  const routed: RoutedErrors = { fields: [], general: [], step: null, focus: null }
  for (const [name, message] of Object.entries(errors)) {
    const path = name === 'code' ? 'verificationCode' : name
    const index = stepOf(info, path)
    if (index === null) {
      routed.general.push(message)
      continue
    }
    routed.fields.push([path, message])
    routed.step = routed.step === null ? index : Math.min(routed.step, index)
  }
  if (routed.step !== null)
    routed.focus = ORDER_STEPS[routed.step]!.fields(info).find((path) => routed.fields.some(([inError]) => inError === path)) ?? null
  return routed
}
