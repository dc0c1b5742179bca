import 'server-only'

import type { SearchIndex } from '@/domain/search'
import { SEARCH_SYNONYMS } from '@/domain/searchSynonyms'

import { foldListed, search, toSimplified } from './shared'


// CJK ideographs (extension A and the unified block): each one's simplified form, computed once per process.
let traditionalOf: Map<string, string[]> | undefined
function traditionalForms(): Map<string, string[]> {
  if (traditionalOf) return traditionalOf
  traditionalOf = new Map()
  for (let code = 0x3400; code <= 0x9fff; code++) {
    if (code > 0x4dbf && code < 0x4e00) continue
    const c = String.fromCharCode(code)
    const simplified = toSimplified(c)
    if (simplified !== c && simplified.length === 1) traditionalOf.set(simplified, [...(traditionalOf.get(simplified) ?? []), c])
  }
  return traditionalOf
}

/** The index (src/domain/search.ts) of `items` (texts as the server search reads them), with the table their characters need. */
export function searchIndex(items: readonly { id: number; text: string }[]): SearchIndex {
  const folded = items.map(({ id, text }) => ({ id, key: foldListed(text) }))
  const used = new Set([...folded.flatMap((item) => Array.from(item.key)), ...SEARCH_SYNONYMS.flat().flatMap((term) => Array.from(search.fold(term)))])
  const forms = traditionalForms()
  let pairs = ''
  for (const simplified of used) for (const traditional of forms.get(simplified) ?? []) pairs += traditional + simplified
  return { pairs, items: folded }
}
