import 'server-only'

import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

type Translate = ReturnType<typeof createTranslator<(typeof MESSAGES)[Locale], 'bookNow'>>

/**
 * One translator per language, made once: a translator compiles a message on its first use and keeps it, so a
 * new one per request compiled "planValue" again each time (most of the handler's CPU time in a price quote).
 */
const translators = new Map<Locale, Translate>()

/** A plan as the order shows it ("7 days · 10GB"), in the order language. */
export function planLabel(locale: Locale, plan: { days: number; dataAllowance: string }): string {
  let t = translators.get(locale)
  if (!t) translators.set(locale, (t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'bookNow' })))
  return t('planValue', { days: plan.days, data: plan.dataAllowance })
}
