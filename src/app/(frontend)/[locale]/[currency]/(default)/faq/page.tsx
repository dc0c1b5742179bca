import type { Metadata } from 'next'

import type { ShopParams } from '@/lib/routeParams'

import View, { generateMetadata as viewMetadata } from './FaqView'

// The plain page is static (served from cache); with a query (?q= ?category=) the proxy rewrites it to /faqSearch.
const NO_QUERY = Promise.resolve({})

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return viewMetadata({ params, searchParams: NO_QUERY })
}

export default function Page({ params }: { params: ShopParams }) {
  return <View params={params} searchParams={NO_QUERY} />
}
