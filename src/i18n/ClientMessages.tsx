import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SwrProvider } from '@/components/providers/SwrProvider'

type Messages = Awaited<ReturnType<typeof getMessages>>
export type ClientNamespace = keyof Messages

/** What every page's client components use (loading overlay, toasts, the API client's errors). */
const EVERY_PAGE: ClientNamespace[] = ['common']

/**
 * Gives the client components below it the message namespaces they use — and only those: each
 * message sent to the browser is in the page's HTML and RSC payload, so sending all ~650 keys to every
 * page cost ~40 KB per page. A nested provider replaces the outer one, so the every-page namespaces
 * are always included. Pages without such a provider get no next-intl client code at all (its ICU
 * formatter is ~12 KB gzip): the layout gives its own client parts plain strings (CommonText), and
 * server components link with '@/i18n/ServerLink'. SWR's fetcher comes with it too (SwrProvider).
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: ClientNamespace[]; children: ReactNode }) {
  const messages = await getMessages()
  const picked = Object.fromEntries([...new Set([...EVERY_PAGE, ...namespaces])].map((ns) => [ns, messages[ns]]))
  return (
    <NextIntlClientProvider messages={picked as Messages}>
      <SwrProvider>{children}</SwrProvider>
    </NextIntlClientProvider>
  )
}
