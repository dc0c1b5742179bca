import { getLocale } from 'next-intl/server'

import { formatDisplayDate } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'

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
  const locale = (await getLocale()) as Locale
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={iso} className={className}>
      {formatDisplayDate(date, locale, style)}
    </time>
  )
}
