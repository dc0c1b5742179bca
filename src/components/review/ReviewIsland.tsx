'use client'

import type { ClientIntl } from '@/i18n/clientIntl'
import { IntlIsland } from '@/components/providers/IntlIsland'

import { ReviewForm, type ReviewTarget } from './ReviewForm'

/** The chunk LazyReviewForm loads for a logged-in member: the form with its own next-intl provider and SWR. */
export default function ReviewIsland({ target, intl }: { target: ReviewTarget; intl: ClientIntl }) {
  return (
    <IntlIsland intl={intl}>
      <ReviewForm target={target} />
    </IntlIsland>
  )
}
