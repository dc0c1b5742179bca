import type { Search } from '@/domain/search'

import { decodeEntity, ENTITY, plainText } from './htmlEntities'

/**
 * What a keyword search found, marked in the text (the FAQ's questions and answers): one implementation for the
 * server (src/server/catalog/shared.ts, opencc's whole table) and the browser (the FAQ page's search, the table its
 * index ships), so a search the browser runs marks what the server's would.
 */

export type MarkedPart = { text: string; marked: boolean }

/** A unit of HTML text: an entity, or one character (code point). */
const ENTITY_OR_CHARACTER = new RegExp(`${ENTITY.source}|[\\s\\S]`, 'giu')

/** The text an FAQ search reads of an entry (its question and its answer's words), on both sides. */
export const faqSearchText = (question: string, answerHtml: string): string => `${question} ${plainText(answerHtml, Number.POSITIVE_INFINITY)}`

export function searchMarks(search: Search) {
  const { fold, words: queryWords } = search

  /**
   * Which units (characters, or whole entities in HTML) belong to an occurrence of one of the words, read as the
   * search reads them (folded: case, width, Traditional and Simplified alike), mapped back to the text as written.
   */
  function markedUnits(units: readonly string[], words: readonly string[], decode: (unit: string) => string): boolean[] {
    // One fold of the whole text maps back unit by unit when it keeps the length (nearly always: case, width and
    // Chinese script change characters, not their count); else each unit is folded on its own (slower, exact).
    const decoded = units.map(decode)
    const whole = decoded.join('')
    let folded = fold(whole)
    const owner: number[] = []
    if (folded.length === whole.length) {
      decoded.forEach((text, index) => {
        for (let i = 0; i < text.length; i++) owner.push(index)
      })
    } else {
      folded = ''
      decoded.forEach((text, index) => {
        const one = fold(text)
        folded += one
        for (let i = 0; i < one.length; i++) owner.push(index)
      })
    }
    const marked = units.map(() => false)
    for (const word of words) {
      for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
        for (let i = at; i < at + word.length; i++) marked[owner[i]!] = true
      }
    }
    return marked
  }

  /** A plain text (a question) in parts, those that a search's words found marked: the page shows them as <mark>. */
  function markText(text: string, query: string | undefined): MarkedPart[] {
    const words = queryWords(query)
    const units = Array.from(text)
    const marked = words.length ? markedUnits(units, words, (unit) => unit) : units.map(() => false)
    const parts: MarkedPart[] = []
    units.forEach((unit, i) => {
      const last = parts.at(-1)
      if (last && last.marked === marked[i]) last.text += unit
      else parts.push({ text: unit, marked: marked[i]! })
    })
    return parts
  }

  /**
   * Rich-text HTML (an answer, as richHtml wrote it) with the search's words wrapped in <mark>, inside text only:
   * tags and their attributes are left as they are, an entity is one character, and a word split by a tag
   * (half of it bold) is not marked.
   */
  function markHtml(html: string, query: string | undefined): string {
    const words = queryWords(query)
    if (!words.length) return html
    return html
      .split(/(<[^>]*>)/)
      .map((piece) => {
        if (piece.startsWith('<') || !piece) return piece
        const units = piece.match(ENTITY_OR_CHARACTER) ?? []
        // An entity is the character it stands for; one we do not know never matches.
        const marked = markedUnits(units, words, (unit) => (unit.length > 1 && unit.startsWith('&') ? (decodeEntity(unit) ?? '') : unit))
        let out = ''
        units.forEach((unit, i) => {
          if (marked[i] && !marked[i - 1]) out += '<mark>'
          out += unit
          if (marked[i] && !marked[i + 1]) out += '</mark>'
        })
        return out
      })
      .join('')
  }

  return { markText, markHtml }
}
