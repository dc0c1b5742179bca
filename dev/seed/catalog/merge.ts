/**
 * Pure helpers of the catalog seed: merging shared data with per-language text, building the update
 * for one more language, and a small concurrency limiter.
 */

export type Row = Record<string, unknown>
export const isPlainObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** Lexical editor state is a leaf value, never merged field by field. */
export const isRichText = (value: unknown) => isPlainObject(value) && 'root' in value

/** Shared data + default-locale text, array rows merged by position. */
export function mergeData(base: unknown, over: unknown): unknown {
  if (over === undefined) return base
  if (Array.isArray(over)) {
    const rows = Array.isArray(base) ? base : []
    return Array.from({ length: Math.max(rows.length, over.length) }, (_, i) => mergeData(rows[i], over[i]))
  }
  if (isPlainObject(over) && !isRichText(over) && isPlainObject(base) && !isRichText(base)) {
    const out: Row = { ...base }
    for (const [key, value] of Object.entries(over)) out[key] = mergeData(base[key], value)
    return out
  }
  return over
}

/**
 * The update data for one more locale: only the localized fields (the keys of the default-locale
 * text), with array rows and groups taken from the stored document (ids, non-localized values) and
 * their localized sub-fields replaced. A localized value missing in `text` becomes null rather than
 * silently copying the default language.
 */
export function localeOverlay(stored: unknown, template: unknown, text: unknown): unknown {
  if (Array.isArray(template)) {
    const rows = Array.isArray(stored) ? stored : []
    const texts = Array.isArray(text) ? text : []
    return rows.map((row, i) => (i < template.length ? localeOverlay(row, template[i], texts[i]) : row))
  }
  if (isPlainObject(template) && !isRichText(template)) {
    const out: Row = isPlainObject(stored) ? { ...stored } : {}
    const texts = isPlainObject(text) ? text : {}
    for (const [key, value] of Object.entries(template)) out[key] = localeOverlay(out[key], value, texts[key])
    return out
  }
  return text === undefined ? null : text
}

/**
 * Caps how many documents are written at once across all collections. Each document holds one
 * pooled connection for its transaction, so the cap stays below the pool size.
 */
export class Limiter {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.active++
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

