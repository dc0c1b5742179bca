'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, type ComponentProps } from 'react'

/** The search parameter of the catalog's list page (/cardType?name=…), read in the browser (issue 39). */
export const CATALOG_QUERY_PARAM = 'name'
// As the server reads a query (src/components/content/query.ts).
const MAX_QUERY = 100

/** The catalog search of the address, as the server would read it. */
export function useCatalogQuery(): string {
  return (useSearchParams().get(CATALOG_QUERY_PARAM) ?? '').trim().slice(0, MAX_QUERY)
}

function InputWithQuery(props: ComponentProps<'input'>) {
  const query = useCatalogQuery()
  return <input {...props} key={query} defaultValue={query} />
}

/** The search field, holding the search of the address. */
export function QueryInput(props: ComponentProps<'input'>) {
  return (
    <Suspense fallback={<input {...props} />}>
      <InputWithQuery {...props} />
    </Suspense>
  )
}
