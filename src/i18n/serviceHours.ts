import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import { openingHours, readerClock, type StoredHours } from '@/domain/serviceHours'

import { MESSAGES } from './messages'

export type HoursKind = 'customerService' | 'office'

/**
 * One hours line in `locale` ("Customer service (messages and e-mail): every day, 09:00–23:00 Taiwan time (GMT+8)"),
 * Vietnam time added beside it for Vietnamese readers; null when site settings hold no usable hours.
 */
export function hoursLine(locale: Locale, kind: HoursKind, stored: StoredHours): string | null {
  const hours = openingHours(stored)
  if (!hours) return null
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'hours' })
  const line = t(kind, { days: hours.days, opens: hours.opensAt, closes: hours.closesAt })
  const local = readerClock(hours, locale)
  return local ? `${line} ${t('vietnamTime', local)}` : line
}

/** The site's hours lines as site settings hold them: customer service first, then the office. */
export function siteHoursLines(locale: Locale, settings: { customerServiceHours?: StoredHours; officeHours?: StoredHours }): string[] {
  return [hoursLine(locale, 'customerService', settings.customerServiceHours), hoursLine(locale, 'office', settings.officeHours)].filter(
    (line): line is string => line !== null,
  )
}
