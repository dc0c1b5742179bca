'use client'

import { useMemo, type ReactNode } from 'react'

import { createSearch, searchOrder, simplifiedByTable, type SearchIndex } from '@/domain/search'

import { fillQuery, useSearchTitle, WithAddressSearch } from '../content/QueryInput'

/**
 * The catalog's search run in the browser on the cached list page (issue 39): /cardType?name=… is answered with the
 * same page as /cardType (by the micro-cache, whatever the query), and these parts show what the search finds, read
 * from the address, with the matching of src/domain/search.ts over the page's index. Every part shows the plain list
 * until the script runs (the page's HTML); a browser without script sends its searches to the server instead
 * (src/domain/listRoutes.ts, NO_SCRIPT_PARAM).
 */

export type CatalogSearchTexts = {
  /** The page's title (tab) without and with a search. */
  plainTitle: string
  searchTitle: string
  /** "N products for “{query}”", by N (0 … every product). */
  counts: string[]
  /** "N tickets for “{query}”", by N (1 … every ticket). */
  ticketCounts: string[]
}

type ResultsProps = {
  products: SearchIndex
  tickets: SearchIndex
  /** Each product's card and each ticket's card, rendered by the server (prices in the page's currency). */
  productCards: Record<number, ReactNode>
  ticketCards: Record<number, ReactNode>
  /** The list as the server rendered it without a search (first page, pagination). */
  plain: ReactNode
  /** "No product matches", with QueryText inside. */
  empty: ReactNode
  texts: CatalogSearchTexts
  classes: { count: string; grid: string; tickets: string; ticketsTitle: string }
  gridLabel: string
}

function Found({ query, products, tickets, productCards, ticketCards, empty, texts, classes, gridLabel }: ResultsProps & { query: string }) {
  const search = useMemo(() => createSearch(simplifiedByTable(products.pairs + tickets.pairs)), [products.pairs, tickets.pairs])
  const found = useMemo(() => searchOrder(search, products.items, (item) => item.key, query), [search, products.items, query])
  const foundTickets = useMemo(() => {
    const words = search.words(query)
    return words.length ? tickets.items.filter((item) => search.holds(item.key, words, { synonyms: true })) : []
  }, [search, tickets.items, query])
  useSearchTitle(query, texts.plainTitle, texts.searchTitle)
  return (
    <>
      <p className={classes.count} role="status" data-testid="result-count" data-count={found.length}>
        {fillQuery(texts.counts[found.length] ?? '', query)}
      </p>
      {found.length ? (
        <ul className={classes.grid} aria-label={gridLabel}>
          {found.map((item) => (
            <li key={item.id}>{productCards[item.id]}</li>
          ))}
        </ul>
      ) : foundTickets.length ? null : (
        empty
      )}
      {foundTickets.length ? (
        <section aria-labelledby="activity-results-title" className={classes.tickets} data-testid="activity-results">
          <h2 id="activity-results-title" className={classes.ticketsTitle}>
            {fillQuery(texts.ticketCounts[foundTickets.length - 1] ?? '', query)}
          </h2>
          <ul className={classes.grid}>
            {foundTickets.map((item) => (
              <li key={item.id}>{ticketCards[item.id]}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/** The list's results: the plain list in the HTML, what the address's search finds once the script runs. */
export function CatalogResults(props: ResultsProps) {
  return <WithAddressSearch plain={props.plain}>{(query) => <Found {...props} query={query} />}</WithAddressSearch>
}
