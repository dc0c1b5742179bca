/**
 * Stored values as the order receipt shows them to staff (payment method and status, invoice type, mail kind and
 * status, audit action, who took a step), in the admin's language from the admin's own option labels
 * (src/cms/labels.ts), so the receipt and the collection lists say the same. Server-side only: the labels are large
 * and must not reach the desk's client components (./labels.ts is what those import).
 */
import 'server-only'

import { label, OPTIONS } from '@/cms/labels'

const wordIn = (language: string | undefined, words: NonNullable<(typeof OPTIONS)[string]>) =>
  (label(words) as Record<string, string>)[language ?? 'en'] ?? words[0]

/** The value's label (the scoped one first: `kind.paid` for the mail kind "paid"); the value itself when it has none. */
export function optionWord(language: string | undefined, value: string | null | undefined, scope?: string): string {
  if (!value) return ''
  const words = (scope ? OPTIONS[`${scope}.${value}`] : undefined) ?? OPTIONS[value]
  return words ? wordIn(language, words) : value
}

/** Who took a step in the order's history: the payment provider, the system, the traveller, or staff member #N. */
export function actorWord(language: string | undefined, actor: string): string {
  const staff = /^staff:(\d+)$/.exec(actor)
  if (staff) return `${optionWord(language, 'staff', 'actor')} #${staff[1]}`
  return optionWord(language, actor, 'actor')
}
