'use client'

import { useMemo, type ReactNode } from 'react'
import { SWRConfig } from 'swr'

import { useApi } from './ApiProvider'

/**
 * SWR's fetcher (a key is `[path, body]` or just `path`) for the client parts that read the API. It sits
 * in ClientMessages, so SWR is downloaded only by pages that have such parts, not by every page.
 */
export function SwrProvider({ children }: { children: ReactNode }) {
  const post = useApi()
  const swr = useMemo(
    () => ({
      fetcher: (key: string | [string, unknown]) => (Array.isArray(key) ? post(key[0], key[1]) : post(key)),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    }),
    [post],
  )
  return <SWRConfig value={swr}>{children}</SWRConfig>
}
