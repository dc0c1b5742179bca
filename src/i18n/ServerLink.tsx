import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { localizedPath, type Locale } from '@/domain/locale'

/** A path of this site without its language prefix, or `{ pathname, query }` (as next-intl's Link takes it). */
export type LocalHref = string | { pathname: string; query?: Record<string, string | string[] | number | undefined> }

/** The address in `locale` of a path without prefix: `/faq` → `/ja/faq`; a query object becomes the search part. */
export function localizedHref(locale: Locale, href: LocalHref): string {
  if (typeof href === 'string') return /^(https?:|mailto:|tel:|#)/.test(href) ? href : localizedPath(locale, href)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(href.query ?? {}))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined && one !== '') query.append(key, String(one))
  const search = query.toString()
  return `${localizedPath(locale, href.pathname)}${search ? `?${search}` : ''}`
}

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: LocalHref; locale?: Locale }

/**
 * The storefront's link for server components: the address is localized here, on the server, so the
 * browser gets a plain next/link — not next-intl's client Link, which brings the whole ICU message
 * formatter (~12 KB gzip) to every page that has a link. Client components keep `@/i18n/navigation`.
 */
export async function Link({ href, locale, ...props }: Props) {
  const current = locale ?? ((await getLocale()) as Locale)
  // Prefetched when the visitor points at it (PrefetchOnIntent), not when it scrolls into view.
  return <NextLink prefetch={false} href={localizedHref(current, href)} {...props} />
}
