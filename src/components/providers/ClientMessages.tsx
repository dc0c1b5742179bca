import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { SwrProvider } from '@/components/providers/SwrProvider'

import { clientIntl, type ClientNamespace } from '@/i18n/clientIntl'

export type { ClientNamespace }

/**
 * Gives the client components below it the message namespaces they use — and only those: each
 * message sent to the browser is in the page's HTML and RSC payload, so sending all ~650 keys to every
 * page cost ~40 KB per page. A nested provider replaces the outer one, so the every-page namespaces
 * are always included. Pages without such a provider get no next-intl client code at all (its ICU
 * formatter is ~12 KB gzip): the layout gives its own client parts plain strings (CommonText), and
 * server components link with '@/i18n/ServerLink'. SWR's fetcher comes with it too (SwrProvider).
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: ClientNamespace[]; children: ReactNode }) {
  const { messages } = await clientIntl(namespaces)
  return (
    <NextIntlClientProvider messages={messages}>
      <SwrProvider>{children}</SwrProvider>
    </NextIntlClientProvider>
  )
}
