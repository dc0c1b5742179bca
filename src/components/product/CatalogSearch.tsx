'use client'

import NextLink from 'next/link'
import { Suspense, useEffect, useMemo, type ComponentProps, type ReactNode } from 'react'

import { createSearch, QUERY_MARK, searchOrder, simplifiedByTable, type SearchIndex } from '@/domain/search'

import { CATALOG_QUERY_PARAM, useCatalogQuery } from '../content/QueryInput'

/**
 * The catalog's search run in the browser on the cached list page (issue 39): /cardType?name=… is answered with the
 * same page as /cardType (by the micro-cache, whatever the query), and these parts show what the search finds, read
 * from the address, with the matching of src/domain/search.ts over the page's index. Every part shows the plain list
 * until the script runs (the page's HTML); a browser without script sends its searches to the server instead
 * (src/domain/listRoutes.ts, NO_SCRIPT_PARAM).
 */

const PARAM = CATALOG_QUERY_PARAM

const fill = (template: string, query: string) => template.split(QUERY_MARK).join(query)

const useQuery = useCatalogQuery

function Switch({ plain, searching }: { plain: ReactNode; searching: ReactNode }) {
  return useQuery() ? searching : plain
}

/** `plain` in the page's HTML and while the address holds no search; `searching` when it does. */
export function SearchSwitch(props: { plain: ReactNode; searching: ReactNode }) {
  return (
    <Suspense fallback={props.plain}>
      <Switch {...props} />
    </Suspense>
  )
}

function Filled({ template }: { template: string }) {
  return fill(template, useQuery())
}

/** A text the server wrote with QUERY_MARK where the query goes ("“{name}” results"). */
export function QueryText({ template }: { template: string }) {
  return (
    <Suspense fallback={fill(template, '')}>
      <Filled template={template} />
    </Suspense>
  )
}

/** `path`: the list's address in the page's language (/ja/cardType), localized on the server as ServerLink does. */
type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { path: string; query: Record<string, string> }

const withSearch = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

function LinkKeepingQuery({ path, query, ...props }: LinkProps) {
  const name = useQuery()
  return <NextLink {...props} href={withSearch(path, name ? { ...query, [PARAM]: name } : query)} />
}

/** A filter link of the list that keeps the search (type, trip length, data). */
export function QueryLink(props: LinkProps) {
  const { path, query, ...rest } = props
  return (
    <Suspense fallback={<NextLink {...rest} href={withSearch(path, query)} />}>
      <LinkKeepingQuery {...props} />
    </Suspense>
  )
}


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

function Found({ products, tickets, productCards, ticketCards, plain, empty, texts, classes, gridLabel }: ResultsProps) {
  const query = useQuery()
  const search = useMemo(() => createSearch(simplifiedByTable(products.pairs + tickets.pairs)), [products.pairs, tickets.pairs])
  const found = useMemo(() => searchOrder(search, products.items, (item) => item.key, query), [search, products.items, query])
  const foundTickets = useMemo(() => {
    const words = search.words(query)
    return words.length ? tickets.items.filter((item) => search.holds(item.key, words, { synonyms: true })) : []
  }, [search, tickets.items, query])
  useEffect(() => {
    if (!query) return
    const searchTitle = fill(texts.searchTitle, query)
    const apply = () => {
      const title = document.title
      if (!title.includes(searchTitle) && title.includes(texts.plainTitle)) document.title = title.replace(texts.plainTitle, searchTitle)
    }
    apply()
    // Next writes the page's metadata title after hydration too: the search's title is put back whenever it does.
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [query, texts.plainTitle, texts.searchTitle])
  if (!query) return plain
  return (
    <>
      <p className={classes.count} role="status" data-testid="result-count" data-count={found.length}>
        {fill(texts.counts[found.length] ?? '', query)}
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
            {fill(texts.ticketCounts[foundTickets.length - 1] ?? '', query)}
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
  return (
    <Suspense fallback={props.plain}>
      <Found {...props} />
    </Suspense>
  )
}
