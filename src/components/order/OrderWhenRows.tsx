'use client'

import type { StoredOrder } from './storage'
import { useDateLabel } from './useItemFacts'

/**
 * When and where, as rows of a <dl>: a card's pickup (date, time, counter as the form showed it) and a ticket's
 * visit. The result page and the payment page show the same rows; `testIdPrefix` names them for tests.
 */
export function OrderWhenRows({
  order,
  labels,
  testIdPrefix,
}: {
  order: Pick<StoredOrder, 'pickup' | 'visit' | 'display'>
  labels: { pickup: string; visit: string }
  testIdPrefix?: string
}) {
  const dateLabel = useDateLabel()
  const testId = (row: string) => (testIdPrefix ? `${testIdPrefix}-${row}` : undefined)
  return (
    <>
      {order.pickup ? (
        <div data-testid={testId('pickup')}>
          <dt>{labels.pickup}</dt>
          <dd>
            {dateLabel(order.pickup.date)} {order.pickup.time}
            <br />
            {order.display?.place ?? order.pickup.place}
          </dd>
        </div>
      ) : null}
      {order.visit ? (
        <div data-testid={testId('visit')}>
          <dt>{labels.visit}</dt>
          <dd>
            {dateLabel(order.visit.date)} {order.visit.time}
          </dd>
        </div>
      ) : null}
    </>
  )
}
