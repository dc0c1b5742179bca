import { getFormatter } from 'next-intl/server'

import { SHOP_TIME_ZONE } from '@/domain/dates'

/** A date in the visitor's language (Taipei calendar), machine-readable in <time>. */
export async function FormattedDate({
  iso,
  style = 'long',
  className,
}: {
  iso: string
  style?: 'long' | 'medium'
  className?: string
}) {
  const format = await getFormatter()
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={iso} className={className}>
      {format.dateTime(date, { dateStyle: style, timeZone: SHOP_TIME_ZONE })}
    </time>
  )
}
