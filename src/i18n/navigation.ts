import { createNavigation } from 'next-intl/navigation'
import { createElement, type ComponentProps } from 'react'

import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

/**
 * next-intl's Link, prefetched when the visitor points at it, focuses or touches it (PrefetchOnIntent) instead of when it
 * scrolls into view; `prefetch` given by the caller still wins.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props })
}
