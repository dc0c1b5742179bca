import type { Locale } from '@/domain/locale'
import { partnerCardPattern, PARTNERS } from '@/domain/partners'
import { MESSAGES } from '@/i18n/messages'
import type { PartnerView } from '@/lib/views/order'

/**
 * The mileage partners an order can be linked to (spec: Asia Miles, or none), named in `locale`: what POST
 * /api/partnerList answers, and what the order form's page gives the form (no request, no second render).
 */
export function partnerOptions(locale: Locale): PartnerView[] {
  const names = MESSAGES[locale].partners
  return PARTNERS.map((value) => ({ value, name: names[value], cardNumberPattern: partnerCardPattern(value)?.source ?? null }))
}
