'use client'

import NextLink from 'next/link'
import { useSearchParams } from 'next/navigation'
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'

import { QUERY_MARK } from '@/domain/search'

/**
 * A list's search read from the address in the browser (issue 39): the catalog (/cardType?name=…) and the FAQ
 * (/faq?q=…) are answered with their cached list page whatever the query, and these parts show the address's search
 * on it. Each shows the plain page until the script runs (the page's HTML).
 *
 * Reading the address suspends while a cached page is rendered (it has no address then), so that reading sits in a
 * Suspense boundary the browser renders on its own. What the page's HTML shows is kept outside such a boundary: React
 * would otherwise throw the HTML away and draw it again after hydration — every list item, image and field anew (the
 * field lost what a visitor had typed, and a test's element came loose under it).
 */

/** The search parameter of the catalog's list page (/cardType?name=…). */
export const CATALOG_QUERY_PARAM = 'name'
// As the server reads a query (src/components/content/query.ts).
const MAX_QUERY = 100

/** The search `param` of the address, as the server would read it. */
export function useAddressQuery(param: string): string {
  return (useSearchParams().get(param) ?? '').trim().slice(0, MAX_QUERY)
}

/**
 * Calls `onChange` with the address's search when it changes: none in the page's HTML, so a field left as the HTML has
 * it (or as the visitor typed it before the script ran) is not touched until the address holds another search.
 */
function QueryChanges({ param, onChange }: { param: string; onChange: (query: string) => void }) {
  const query = useAddressQuery(param)
  const told = useRef('')
  useLayoutEffect(() => {
    if (query !== told.current) onChange(query)
    told.current = query
  }, [query, onChange])
  return null
}

/** QueryChanges in a boundary of its own: reading the address suspends on a cached page, and nothing beside it waits. */
function FollowAddressQuery(props: { param: string; onChange: (query: string) => void }) {
  return (
    <Suspense fallback={null}>
      <QueryChanges {...props} />
    </Suspense>
  )
}

/** Keeps a search field holding the search of the address (the parameter `param`), through the field's ref. */
export function useAddressQueryField(param: string) {
  const field = useRef<HTMLInputElement>(null)
  const write = useCallback((query: string) => {
    if (field.current) field.current.value = query
  }, [])
  return { field, follower: <FollowAddressQuery param={param} onChange={write} /> }
}

/** The search field (its `name` is the search's parameter), holding the search of the address. */
export function QueryInput(props: ComponentProps<'input'>) {
  const { field, follower } = useAddressQueryField(props.name ?? CATALOG_QUERY_PARAM)
  return (
    <>
      <input {...props} ref={field} />
      {follower}
    </>
  )
}

/** A text the server wrote with QUERY_MARK where the query goes, filled with `query`. */
export const fillQuery = (template: string, query: string) => template.split(QUERY_MARK).join(query)

/** Which parameter of the address holds the search (the catalog's `name` unless said). */
type Param = { param?: string }

function Searching({ param, onSearching, children }: { param: string; onSearching: (searching: boolean) => void; children: (query: string) => ReactNode }) {
  const query = useAddressQuery(param)
  // Before the browser paints: the plain part is gone in the same frame the search's part appears.
  useLayoutEffect(() => onSearching(query !== ''), [query, onSearching])
  return query ? children(query) : null
}

/**
 * Where the focus goes when the control that held it was in the part just swapped out: the control in the new part
 * with the same id or address (the same product's link in the found list), else the page's content. A keyboard user
 * who tabbed into the plain list before the script ran goes on from there, not from the top of the page (the focus
 * had fallen to the body).
 */
function keepFocus(lost: Element | null) {
  if (!lost || lost.isConnected || (document.activeElement && document.activeElement !== document.body)) return
  const main = document.getElementById('main')
  if (!main) return
  const href = lost.getAttribute('href')
  const twin =
    (lost.id ? document.getElementById(lost.id) : null) ??
    (href ? [...main.querySelectorAll<HTMLElement>('a[href]')].find((a) => a.getAttribute('href') === href) : undefined)
  ;(twin ?? main).focus({ preventScroll: !twin })
}

/**
 * `plain` in the page's HTML and while the address holds no search (hydrated where it stands); what `children` makes
 * of the search when it does, in its place.
 */
export function WithAddressSearch({ plain, param = CATALOG_QUERY_PARAM, children }: { plain: ReactNode; children: (query: string) => ReactNode } & Param) {
  const [searching, setSearching] = useState(false)
  // The focused element as the part is about to be swapped (the swap is one commit, before the browser paints).
  const focused = useRef<Element | null>(null)
  const swap = useCallback((next: boolean) => {
    focused.current = document.activeElement
    setSearching(next)
  }, [])
  useLayoutEffect(() => {
    keepFocus(focused.current)
    focused.current = null
  }, [searching])
  return (
    <>
      <Suspense fallback={null}>
        <Searching param={param} onSearching={swap}>
          {children}
        </Searching>
      </Suspense>
      {searching ? null : plain}
    </>
  )
}

/** `plain` in the page's HTML and while the address holds no search; `searching` when it does. */
export function SearchSwitch({ searching, ...props }: { plain: ReactNode; searching: ReactNode } & Param) {
  return <WithAddressSearch {...props}>{() => searching}</WithAddressSearch>
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

/** A filter link of the list that keeps the search (the catalog's type, trip length, data; the FAQ's category). */
export function QueryLink({ path, query, param = CATALOG_QUERY_PARAM, ...props }: LinkProps) {
  // The address's search as state ('' in the page's HTML): the link is hydrated as it stands, and only its address changes.
  const [name, setName] = useState('')
  return (
    <>
      <NextLink prefetch={false} {...props} href={withSearch(path, name ? { ...query, [param]: name } : query)} />
      <FollowAddressQuery param={param} onChange={setName} />
    </>
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
