import type { Metadata } from 'next'

import type { ShopParams } from '@/lib/routeParams'

import View, { generateMetadata as viewMetadata } from './FaqView'

// The plain page is static (served from cache), and its keyword search runs in the browser (?q= alone: issue 39);
// with a category, or from a browser without script (noscript=1), the proxy rewrites the address to /faqSearch.
const NO_QUERY = Promise.resolve({})

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return viewMetadata({ params, searchParams: NO_QUERY })
}

export default function Page({ params }: { params: ShopParams }) {
  return <View params={params} searchParams={NO_QUERY} inBrowser />
}
