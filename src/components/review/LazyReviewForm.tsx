'use client'

import dynamic from 'next/dynamic'

import type { ClientIntl } from '@/i18n/clientIntl'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { useCookie } from '@/lib/clientCookies'

import type { ReviewTarget } from './ReviewForm'

const ReviewIsland = dynamic(() => import('./ReviewIsland'), { ssr: false })

/**
 * The review form is only ever shown to a logged-in member (ReviewForm asks the server whether they may
 * review): a visitor's page downloads none of its code (react-hook-form, zod, SWR, next-intl). Nothing is
 * server-rendered in its place, as before, so nothing moves for a visitor.
 */
export function LazyReviewForm({ target, intl }: { target: ReviewTarget; intl: ClientIntl }) {
  const loggedIn = Boolean(useCookie(USER_INFO_COOKIE))
  return loggedIn ? <ReviewIsland target={target} intl={intl} /> : null
}
