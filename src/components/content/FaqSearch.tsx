'use client'

import { useMemo, type ReactNode } from 'react'

import type { Locale } from '@/domain/locale'
import { createSearch, simplifiedByTable } from '@/domain/search'
import { faqSearchText, searchMarks } from '@/lib/searchMarks'

import { FaqAccordion, type FaqItem } from './FaqAccordion'
import { fillQuery, useSearchTitle, WithAddressSearch } from './QueryInput'

/**
 * The FAQ's keyword search run in the browser on the cached page (issue 39): /faq?q=… is answered with the same page
 * as /faq (by the micro-cache, whatever the query), and this part shows what the search of the address finds, with the
 * matching of src/domain/search.ts and the marks of src/lib/searchMarks.ts — the server's own, so the same entries in
 * the same order, marked alike. The page's HTML shows every question until the script runs; a browser without script
 * sends its search to the server (noscript=1), which renders this part with its query given (`query`).
 */

/** The search parameter of the FAQ (/faq?q=…). */
export const FAQ_QUERY_PARAM = 'q'

export type FaqEntry = { id: number; question: string; answerHtml: string; categoryId: number | null; language: Locale | null }

export type FaqSearchTexts = {
  /** The page's title (tab) without and with a search (QUERY_MARK for the query). */
  plainTitle: string
  searchTitle: string
  /** "N questions for “{q}”", by N (0 … every entry given), QUERY_MARK for the query. */
  counts: string[]
  /** The heading of the entries in no category. */
  otherQuestions: string
}

type Props = {
  /** The entries the search looks in, in the list's order (a category's only, when the address names one). */
  entries: FaqEntry[]
  /** The part of the Traditional → Simplified table the entries' texts use (src/server/catalog/searchIndex.ts). */
  pairs: string
  /** "Written in …" beside an entry in another language, rendered by the server. */
  notes: Record<number, ReactNode>
  /** The categories, in order: without a search or a category, the questions are grouped under them. */
  categories: { id: number; name: string }[]
  /** The search the server renders (a browser without script); absent, the address's search is read in the browser. */
  query?: string
  /** The count of a category's entries (no search), when the address names a category. */
  categoryCount?: string
  /** The "clear search" link, shown after the count of a search. */
  clear: ReactNode
  /** What a search that finds nothing shows (with QueryText), and what the page shows with no entry at all. */
  noMatch: ReactNode
  none: ReactNode
  texts: FaqSearchTexts
  classes: { count?: string; group?: string }
}

function Results({ query, entries, pairs, notes, categories, categoryCount, clear, noMatch, none, texts, classes }: Props & { query: string }) {
  const search = useMemo(() => createSearch(simplifiedByTable(pairs)), [pairs])
  const marks = useMemo(() => searchMarks(search), [search])
  // Each entry's text folded once (a new query folds only itself).
  const keys = useMemo(() => new Map(entries.map((e) => [e.id, search.fold(faqSearchText(e.question, e.answerHtml))])), [search, entries])
  const found = useMemo(() => {
    const words = search.words(query)
    return words.length ? entries.filter((e) => search.holds(keys.get(e.id)!, words)) : null
  }, [search, keys, entries, query])
  useSearchTitle(query, texts.plainTitle, texts.searchTitle)
  const item = (e: FaqEntry): FaqItem => ({ ...e, note: notes[e.id] })

  if (found) {
    return (
      <>
        <p className={classes.count} role="status" data-testid="faq-count" data-count={found.length}>
          {fillQuery(texts.counts[found.length] ?? '', query)}
          {clear}
        </p>
        {found.length ? (
          <section className={classes.group}>
            <FaqAccordion
              open
              items={found.map((e) => ({ ...item(e), questionParts: marks.markText(e.question, query), answerHtml: marks.markHtml(e.answerHtml, query) }))}
            />
          </section>
        ) : (
          noMatch
        )}
      </>
    )
  }
  // Without a search: one list of the category the address names, or every question under its category.
  const groups = categoryCount
    ? [{ id: 0, name: '', items: entries }]
    : [
        ...categories.map((c) => ({ id: c.id, name: c.name, items: entries.filter((e) => e.categoryId === c.id) })),
        { id: -1, name: texts.otherQuestions, items: entries.filter((e) => !categories.some((c) => c.id === e.categoryId)) },
      ].filter((g) => g.items.length)
  return (
    <>
      {categoryCount ? (
        <p className={classes.count} role="status" data-testid="faq-count" data-count={entries.length}>
          {categoryCount}
        </p>
      ) : null}
      {entries.length
        ? groups.map((group) => (
            <section key={group.id} className={classes.group} aria-labelledby={group.name ? `faq-group-${group.id}` : undefined}>
              {group.name ? <h2 id={`faq-group-${group.id}`}>{group.name}</h2> : null}
              <FaqAccordion items={group.items.map(item)} />
            </section>
          ))
        : none}
    </>
  )
}

/** The FAQ's questions: what the search finds (the server's query, or the address's once the script runs), or all of them. */
export function FaqResults(props: Props) {
  if (props.query !== undefined) return <Results {...props} query={props.query} />
  return (
    <WithAddressSearch param={FAQ_QUERY_PARAM} plain={<Results {...props} query="" />}>
      {(query) => <Results {...props} query={query} />}
    </WithAddressSearch>
  )
}
