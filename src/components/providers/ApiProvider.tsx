'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { SWRConfig } from 'swr'

import { CURRENCY_COOKIE, parseCurrency } from '@/domain/currency'
import { createApiClient } from '@/lib/api-client'
import { useCookie } from '@/lib/clientCookies'
import { useToast } from '@/components/ui/Toaster'

type Post = ReturnType<typeof createApiClient>
const ApiContext = createContext<Post | null>(null)


/** Provides the API client and SWR's fetcher: a key is `[path, body]` or just `path`. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const t = useTranslations('common')
  const notify = useToast()
  const currencyCookie = useCookie(CURRENCY_COOKIE)
  const post = useMemo(
    () =>
      createApiClient({
        locale,
        currency: currencyCookie ? parseCurrency(currencyCookie) : undefined,
        notify,
        defaultMessage: t('requestFailed'),
      }),
    [locale, currencyCookie, notify, t],
  )
  const swr = useMemo(
    () => ({
      fetcher: (key: string | [string, unknown]) => (Array.isArray(key) ? post(key[0], key[1]) : post(key)),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    }),
    [post],
  )
  return (
    <ApiContext.Provider value={post}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </ApiContext.Provider>
  )
}

export function useApi(): Post {
  const post = useContext(ApiContext)
  if (!post) throw new Error('useApi outside ApiProvider')
  return post
}
