'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import { CURRENCY_COOKIE, parseCurrency } from '@/domain/currency'
import { createApiClient } from '@/lib/api-client'
import { useCookie } from '@/lib/clientCookies'
import { useToast } from '@/components/ui/Toaster'

import { useCommonText } from './CommonText'

type Post = ReturnType<typeof createApiClient>
const ApiContext = createContext<Post | null>(null)

/** Provides the API client (SWR's fetcher is set where forms are, by SwrProvider inside ClientMessages). */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { locale, requestFailed } = useCommonText()
  const notify = useToast()
  const currencyCookie = useCookie(CURRENCY_COOKIE)
  const post = useMemo(
    () =>
      createApiClient({
        locale,
        currency: currencyCookie ? parseCurrency(currencyCookie) : undefined,
        notify,
        defaultMessage: requestFailed,
      }),
    [locale, currencyCookie, notify, requestFailed],
  )
  return <ApiContext.Provider value={post}>{children}</ApiContext.Provider>
}

export function useApi(): Post {
  const post = useContext(ApiContext)
  if (!post) throw new Error('useApi outside ApiProvider')
  return post
}
