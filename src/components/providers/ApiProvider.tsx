'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import { CURRENCY_COOKIE, parseCurrency } from '@/domain/currency'
import { createApiClient } from '@/lib/api-client'
import { readCookie } from '@/lib/clientCookies'
import { useCommonText } from '@/components/ui/CommonText'
import { useToast } from '@/components/ui/Toaster'

type Post = ReturnType<typeof createApiClient>
const ApiContext = createContext<Post | null>(null)

/** Provides the API client (SWR's fetcher is set where forms are, by SwrProvider inside ClientMessages). */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { locale, requestFailed } = useCommonText()
  const notify = useToast()
  // The currency cookie is read when a call is made: as state it differed between the server's render and the
  // browser's, and the client's change re-rendered every form of the page right after hydration.
  const post = useMemo(
    () =>
      createApiClient({
        locale,
        currency: () => {
          const cookie = readCookie(CURRENCY_COOKIE)
          return cookie ? parseCurrency(cookie) : undefined
        },
        notify,
        defaultMessage: requestFailed,
      }),
    [locale, notify, requestFailed],
  )
  return <ApiContext.Provider value={post}>{children}</ApiContext.Provider>
}

export function useApi(): Post {
  const post = useContext(ApiContext)
  if (!post) throw new Error('useApi outside ApiProvider')
  return post
}
