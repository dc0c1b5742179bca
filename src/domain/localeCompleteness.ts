/**
 * Which of the six languages a document is complete in: every required localized field filled. Pure, so the
 * admin (completeness badges, the "missing in" filter), the publish rule and the storefront's fallback
 * chain share one idea of "filled".
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale'

/** A value a reader would see: non-blank text, a rich-text document with some text, a number, a relation. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'boolean') return true
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && 'root' in (value as object)) return richTextHasText((value as { root: unknown }).root)
  return true
}

function richTextHasText(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  const n = node as { text?: unknown; children?: unknown; type?: unknown }
  if (typeof n.text === 'string' && n.text.trim() !== '') return true
  if (n.type === 'upload' || n.type === 'relationship') return true
  return Array.isArray(n.children) && n.children.some(richTextHasText)
}

/** Values of one field in every locale, as Payload returns them with `locale: 'all'`. */
export type ByLocale = Partial<Record<Locale, unknown>>

/** The locales in which any of the required fields is empty, in the shop's locale order. */
export function missingLocales(requiredValues: readonly ByLocale[]): Locale[] {
  return LOCALES.filter((locale) => requiredValues.some((values) => !isFilled(values?.[locale])))
}

/** The order in which a reader of `locale` is shown content: their language, then zh-TW, then the rest. */
export function fallbackChain(locale: Locale): Locale[] {
  return [...new Set([locale, DEFAULT_LOCALE, ...LOCALES])]
}

/** The first filled value along `locale`'s fallback chain, or undefined when no language has one. */
export function firstFilled<T = unknown>(values: ByLocale | null | undefined, locale: Locale): T | undefined {
  if (!values) return undefined
  for (const code of fallbackChain(locale)) if (isFilled(values[code])) return values[code] as T
  return undefined
}

/** One localized field of a document in every language: where it is ("plans.1.dataAllowance") and whether it is required. */
export type LocalizedValue = { path: string; values: ByLocale; required: boolean }

/** Per language, the fields (paths) a reader of that language would miss. */
export type MissingByLocale = Record<Locale, string[]>

/**
 * Every localized field counts, not only the required ones: a required field is missing where it is empty; an
 * optional one (a summary, an SEO description, a note) where it is empty although another language has it.
 */
export function missingFields(fields: readonly LocalizedValue[]): MissingByLocale {
  const missing = Object.fromEntries(LOCALES.map((locale) => [locale, [] as string[]])) as MissingByLocale
  for (const { path, values, required } of fields) {
    if (!required && !LOCALES.some((locale) => isFilled(values?.[locale]))) continue
    for (const locale of LOCALES) if (!isFilled(values?.[locale])) missing[locale].push(path)
  }
  return missing
}

/** The languages with anything missing, in the shop's order. */
export const incompleteLocales = (missing: MissingByLocale): Locale[] => LOCALES.filter((locale) => missing[locale].length > 0)

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The languages whose text this save changes (a field's value in that language differs from the stored one). */
export function changedLocales(before: readonly LocalizedValue[], after: readonly LocalizedValue[]): Locale[] {
  const old = new Map(before.map((field) => [field.path, field.values]))
  return LOCALES.filter((locale) =>
    after.some((field) => {
      const now = field.values?.[locale]
      const was = old.get(field.path)?.[locale]
      return (isFilled(now) || isFilled(was)) && !same(now, was)
    }),
  )
}

/** When each language's text last changed (ISO instants). */
export type ChangedAt = Partial<Record<Locale, string>>

/** `changedAt` after a save at `now` that changed `changed`. */
export const touchLocales = (changedAt: ChangedAt, changed: readonly Locale[], now: string): ChangedAt => ({
  ...changedAt,
  ...Object.fromEntries(changed.map((locale) => [locale, now])),
})

/**
 * The translations older than the source: zh-TW (the shop's default) is the text the others are translated from,
 * so a language whose text last changed before zh-TW's last change may no longer say the same.
 */
export function outdatedLocales(changedAt: ChangedAt): Locale[] {
  const source = changedAt[DEFAULT_LOCALE]
  if (!source) return []
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && Boolean(changedAt[locale] && changedAt[locale]! < source))
}

/** What the translation status stores: per language the missing field paths, and when its text last changed. */
export type Translations = { missing: MissingByLocale; changedAt: ChangedAt }

/**
 * The languages a document is translated into (issue 38 §10): every required localized field filled there
 * (`required`: their paths; `missing`: the translation status). Without required fields, nothing may be missing.
 */
export function translatedLocales(missing: MissingByLocale, required: readonly string[]): Locale[] {
  return LOCALES.filter((locale) => {
    const gaps = missing[locale] ?? []
    return required.length ? !required.some((path) => gaps.includes(path)) : gaps.length === 0
  })
}

/**
 * The language a reader of `locale` is shown a document in, or null when the document is not shown to them:
 * their own when it is translated into it; else, only when staff ticked "show in other languages", the first
 * translated language along the reader's fallback chain (and the page says so). `translated` null: a document
 * without translation status (a collection the rule does not cover), shown as it always was.
 */
export function shownLanguage(locale: Locale, translated: readonly Locale[] | null | undefined, showInOtherLanguages: boolean | null | undefined): Locale | null {
  if (!translated || translated.includes(locale)) return locale
  if (!showInOtherLanguages) return null
  return fallbackChain(locale).find((code) => translated.includes(code)) ?? null
}

/** The storefront languages that list a document (its sitemap entries), by the same rule. */
export const listedLocales = (translated: readonly Locale[] | null | undefined, showInOtherLanguages: boolean | null | undefined): Locale[] =>
  LOCALES.filter((locale) => shownLanguage(locale, translated, showInOtherLanguages) !== null)
