'use client'

import NextLink from 'next/link'
import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, type ComponentProps, type ReactNode } from 'react'

import { QUERY_MARK } from '@/domain/search'

/**
 * A list's search read from the address in the browser (issue 39): the catalog (/cardType?name=…) and the FAQ
 * (/faq?q=…) are answered with their cached list page whatever the query, and these parts show the address's search
 * on it. Each shows the plain page until the script runs (the page's HTML).
 */

/** The search parameter of the catalog's list page (/cardType?name=…). */
export const CATALOG_QUERY_PARAM = 'name'
// As the server reads a query (src/components/content/query.ts).
const MAX_QUERY = 100

/** The search `param` of the address, as the server would read it. */
export function useAddressQuery(param: string): string {
  return (useSearchParams().get(param) ?? '').trim().slice(0, MAX_QUERY)
}

/** The catalog search of the address, as the server would read it. */
export function useCatalogQuery(): string {
  return useAddressQuery(CATALOG_QUERY_PARAM)
}

function InputWithQuery(props: ComponentProps<'input'>) {
  const query = useAddressQuery(props.name ?? CATALOG_QUERY_PARAM)
  return <input {...props} key={query} defaultValue={query} />
}

/** The search field (its `name` is the search's parameter), holding the search of the address. */
export function QueryInput(props: ComponentProps<'input'>) {
  return (
    <Suspense fallback={<input {...props} />}>
      <InputWithQuery {...props} />
    </Suspense>
  )
}

/** A text the server wrote with QUERY_MARK where the query goes, filled with `query`. */
export const fillQuery = (template: string, query: string) => template.split(QUERY_MARK).join(query)

/** Which parameter of the address holds the search (the catalog's `name` unless said). */
type Param = { param?: string }

function Switch({ plain, searching, param = CATALOG_QUERY_PARAM }: { plain: ReactNode; searching: ReactNode } & Param) {
  return useAddressQuery(param) ? searching : plain
}

/** `plain` in the page's HTML and while the address holds no search; `searching` when it does. */
export function SearchSwitch(props: { plain: ReactNode; searching: ReactNode } & Param) {
  return (
    <Suspense fallback={props.plain}>
      <Switch {...props} />
    </Suspense>
  )
}

function Filled({ template, param = CATALOG_QUERY_PARAM }: { template: string } & Param) {
  return fillQuery(template, useAddressQuery(param))
}

/** A text the server wrote with QUERY_MARK where the query goes ("“{name}” results"). */
export function QueryText(props: { template: string } & Param) {
  return (
    <Suspense fallback={fillQuery(props.template, '')}>
      <Filled {...props} />
    </Suspense>
  )
}

/** `path`: the list's address in the page's language (/ja/cardType), localized on the server as ServerLink does. */
type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { path: string; query: Record<string, string> } & Param

const withSearch = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

function LinkKeepingQuery({ path, query, param = CATALOG_QUERY_PARAM, ...props }: LinkProps) {
  const name = useAddressQuery(param)
  return <NextLink {...props} href={withSearch(path, name ? { ...query, [param]: name } : query)} />
}

/** A filter link of the list that keeps the search (the catalog's type, trip length, data; the FAQ's category). */
export function QueryLink(props: LinkProps) {
  const { path, query, param: _param, ...rest } = props
  return (
    <Suspense fallback={<NextLink {...rest} href={withSearch(path, query)} />}>
      <LinkKeepingQuery {...props} />
    </Suspense>
  )
}

/**
 * The tab names the search ("“eSIM” results · FAQ"): `plainTitle` is replaced by `searchTitle` (QUERY_MARK for the
 * query) while the address holds one, and put back when it no longer does.
 */
export function useSearchTitle(query: string, plainTitle: string, searchTitle: string) {
  useEffect(() => {
    if (!query) return
    const title = fillQuery(searchTitle, query)
    const apply = () => {
      const current = document.title
      if (!current.includes(title) && current.includes(plainTitle)) document.title = current.replace(plainTitle, title)
    }
    apply()
    // Next writes the page's metadata title after hydration too: the search's title is put back whenever it does.
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      if (document.title.includes(title)) document.title = document.title.replace(title, plainTitle)
    }
  }, [query, plainTitle, searchTitle])
}
