/**
 * The shop's glossary (messages/glossary.ts): per concept and locale the one term to use and the
 * variants it forbids. `glossaryViolations` finds the forbidden variants in one text of one locale;
 * the check over every message and seeded text is src/i18n/glossaryCheck.ts.
 */
import type { Locale } from './locale'

export type GlossaryTerm = {
  /** The term to use (documentation for writers and translators). */
  use: string
  /** Forbidden variants, matched case-sensitively as substrings. */
  avoid: readonly string[]
  /** Correct phrases that contain a forbidden variant (taken out of the text before matching). */
  allow?: readonly string[]
  /** Forbidden forms as regular expressions (same `allow`). */
  patterns?: readonly string[]
}

export type GlossaryConcept = {
  concept: string
  /** A rule of how the shop speaks to travellers only: the admin's own words (messages/admin) are not held to it. */
  storefrontOnly?: boolean
  terms: Partial<Record<Locale, GlossaryTerm>>
}
export type Glossary = {
  concepts: readonly GlossaryConcept[]
  /** How a mail subject (the message's ICU source, e.g. "【{siteName}】…") begins, per locale. */
  mailSubjectPrefix?: Partial<Record<Locale, string>>
}

export type GlossaryViolation = { concept: string; locale: Locale; found: string; use: string }

/**
 * A message as a reader sees it, for matching: ICU arguments ({name}, #) read as a digit, the
 * `{count, plural,` / `{kind, select,` heads and the rich-text tags (<terms>…</terms>) are dropped.
 */
export function readableText(message: string): string {
  return message
    .replace(/\{\s*[A-Za-z_]\w*\s*,\s*(?:plural|select|selectordinal)\s*,/g, '{')
    .replace(/\{\s*[A-Za-z_]\w*\s*\}/g, '9')
    .replace(/#/g, '9')
    .replace(/<\/?[A-Za-z][\w-]*\s*\/?>/g, '')
}

/** Every forbidden variant of `locale` that `text` uses (empty when the text follows the glossary). */
export function glossaryViolations(glossary: Glossary, locale: Locale, text: string, audience: 'storefront' | 'staff' = 'storefront'): GlossaryViolation[] {
  const readable = readableText(text)
  const found: GlossaryViolation[] = []
  for (const { concept, terms, storefrontOnly } of glossary.concepts) {
    const term = terms[locale]
    if (!term || (storefrontOnly && audience === 'staff')) continue
    let rest = readable
    for (const phrase of term.allow ?? []) rest = rest.split(phrase).join('\u0000')
    for (const variant of term.avoid) if (variant && rest.includes(variant)) found.push({ concept, locale, found: variant, use: term.use })
    for (const pattern of term.patterns ?? []) {
      const match = new RegExp(pattern, 'u').exec(rest)
      if (match) found.push({ concept, locale, found: match[0], use: term.use })
    }
  }
  return found
}

/** A mail subject message (its ICU source) that does not begin the way every subject of its locale does. */
export function mailSubjectViolation(glossary: Glossary, locale: Locale, subject: string): GlossaryViolation | null {
  const prefix = glossary.mailSubjectPrefix?.[locale]
  if (!prefix || subject.startsWith(prefix)) return null
  return { concept: 'mail subject', locale, found: subject.slice(0, prefix.length + 2), use: prefix }
}
