import type { z } from 'zod'

import type { Messages } from '@/i18n/messages'

export type ValidationKey = keyof Messages['validation']
type Translate = (key: ValidationKey) => string

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/**
 * Turns zod issues into `{ field: message }` in the request's language. A schema's own message is a
 * key of messages.validation (shared with the client forms); zod's built-in issues map by kind.
 */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  t: Translate,
  isKey: (message: string) => message is ValidationKey,
): Record<string, string> {
  const errors: Record<string, string> = {}
  const put = (path: readonly PropertyKey[], key: ValidationKey) => {
    const name = path.map(String).join('.') || '_'
    errors[name] ??= t(key)
  }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put([...issue.path, key], 'unknownField')
      continue
    }
    const missing = valueAt(input, issue.path) === undefined || valueAt(input, issue.path) === null
    if (isKey(issue.message)) put(issue.path, missing && issue.code === 'invalid_type' ? 'required' : issue.message)
    else if (issue.code === 'invalid_type') put(issue.path, missing ? 'required' : 'invalidType')
    else if (issue.code === 'too_big') put(issue.path, 'tooLong')
    else if (issue.code === 'too_small') put(issue.path, missing ? 'required' : 'tooShort')
    else if (issue.code === 'invalid_format') put(issue.path, 'invalidFormat')
    else put(issue.path, 'invalidValue')
  }
  return errors
}
