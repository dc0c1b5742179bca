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
