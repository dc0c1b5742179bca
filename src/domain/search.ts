/**
 * The shop's keyword search (product names, tickets, FAQ): how a text and a query are read and when a text matches.
 * One module for the server (src/server/catalog/shared.ts, with opencc's whole Traditional → Simplified table) and the
 * browser (the catalog's search filters the cached list page from a small index: src/server/catalog/searchIndex.ts
 * ships the part of that table the index's words need).
 */
import { SEARCH_SYNONYMS } from './searchSynonyms'

/**
 * Where a text the server wrote for the browser's search holds the visitor's query (a private-use character no one
 * types). Here, not in the client module: a server component importing a constant from a 'use client' file gets a reference.
 */
export const QUERY_MARK = '\uE000'

/** Traditional Chinese characters as their simplified forms (opencc on the server, a table from the index in the browser). */
export type ToSimplified = (text: string) => string

// Vietnamese (and any Latin script) is typed without its accents as often as with them: "hoan tien" finds
// "hoàn tiền". Only marks on Latin letters go (Japanese dakuten, Korean jamo stay), and đ reads as d.
const withoutLatinMarks = (text: string): string =>
  text.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC').replace(/đ/g, 'd')

// Hiragana read as katakana (しむ finds シム): one code point each, so a folded text keeps its length.
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g
const asKatakana = (text: string): string => text.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))

export type Search = {
  /** A text as the search reads it: case, full width, Latin accents, hiragana/katakana, Traditional/Simplified folded. */
  fold: (text: string) => string
  /** A visitor's query as the words every searched text must hold, folded as the texts are. */
  words: (query: string | undefined) => string[]
  /**
   * Whether a folded text holds every word (as Payload's `like` would, script-blind); with `synonyms` (the product
   * and ticket search), a word that is a term of src/domain/searchSynonyms.ts also matches the other terms of its group.
   */
  holds: (folded: string, words: readonly string[], options?: { synonyms?: boolean }) => boolean
}

export function createSearch(toSimplified: ToSimplified): Search {
  const fold = (text: string) => toSimplified(asKatakana(withoutLatinMarks(text.normalize('NFKC').toLocaleLowerCase())))
  // Each folded term → the folded terms of its group(s).
  const synonyms = new Map<string, string[]>()
  for (const group of SEARCH_SYNONYMS) {
    const terms = [...new Set(group.map(fold))]
    for (const term of terms) synonyms.set(term, [...new Set([...(synonyms.get(term) ?? []), ...terms])])
  }
  return {
    fold,
    words: (query) => fold(query ?? '').split(/\s+/).filter(Boolean),
    holds: (folded, words, { synonyms: bySynonym = false } = {}) =>
      words.every((word) => folded.includes(word) || (bySynonym && (synonyms.get(word)?.some((term) => folded.includes(term)) ?? false))),
  }
}

/**
 * The items a product search finds, in the order the list shows them: those whose text holds the words as typed
 * first, then those found through a synonym (each in list order). No words: every item.
 */
export function searchOrder<T>(search: Search, items: readonly T[], foldedOf: (item: T) => string, query: string | undefined): T[] {
  const words = search.words(query)
  if (!words.length) return [...items]
  const asTyped: T[] = []
  const bySynonym: T[] = []
  for (const item of items) {
    const folded = foldedOf(item)
    if (search.holds(folded, words)) asTyped.push(item)
    else if (search.holds(folded, words, { synonyms: true })) bySynonym.push(item)
  }
  return [...asTyped, ...bySynonym]
}

/**
 * What the browser needs to search a cached list (src/server/catalog/searchIndex.ts makes it): each item's text folded
 * as the server folds it, and `pairs`, the part of the Traditional → Simplified table the folded texts and the synonyms
 * use (a query character outside it cannot match any of them, folded or not).
 */
export type SearchIndex = { pairs: string; items: { id: number; key: string }[] }

/** The characters a search index ships: pairs of a Traditional character and its simplified form, as one string. */
export function simplifiedByTable(pairs: string): ToSimplified {
  const table = new Map<string, string>()
  const chars = Array.from(pairs)
  for (let i = 0; i + 1 < chars.length; i += 2) table.set(chars[i]!, chars[i + 1]!)
  return (text) => (table.size ? Array.from(text, (c) => table.get(c) ?? c).join('') : text)
}
