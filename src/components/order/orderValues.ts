import type { DefaultValues } from 'react-hook-form'

import { isIsoDate } from '@/domain/dates'
import { MINIMUM_AGE } from '@/domain/person'

import { buyerAge } from './itemRules'
import type { ActivityBookInfo, OrderFormInput, OrderFormOutput, Prefill, ProductBookInfo } from './types'

/** The form's first values: what the query chose, else the only airport/counter, the first plan or visit date. */
export function defaultsFor(info: ProductBookInfo | ActivityBookInfo, prefill: Prefill, today: string): DefaultValues<OrderFormInput> {
  const common = {
    email: '',
    phone: '',
    verificationCode: '',
    surname: '',
    givenName: '',
    birthDate: '',
    guardianConsent: false,
    promoCode: '',
    partnerName: 'none' as const,
    partnerCardNumber: '',
    agree: false as unknown as true,
  }
  const quantity = prefill.quantity ?? 1
  if (info.kind === 'product') {
    const airports = info.pickup?.airports ?? []
    const airportId = prefill.airportId ?? (airports.length === 1 ? airports[0]!.id : undefined)
    const counters = airports.find((a) => a.id === airportId)?.counters ?? []
    const counterId = prefill.counterId ?? (counters.length === 1 ? counters[0]!.id : '')
    return {
      ...common,
      item: {
        kind: 'product',
        productId: info.id,
        planId: prefill.planId ?? info.plans[0]?.id ?? '',
        cardType: info.cardType,
        quantity,
        ...(info.pickup ? { pickup: { airportId, counterId, date: prefill.date ?? '', time: prefill.time ?? '' } } : {}),
      },
      // Sized to the quantity by useCardHolderSlots (one SIM card per passport).
      ...(info.cardType === 'physical' ? { furtherHolders: [] } : {}),
    } as DefaultValues<OrderFormInput>
  }
  if (info.kind === 'rail')
    return { ...common, item: { kind: 'rail', activityId: info.id, trip: prefill.trip, quantity } } as DefaultValues<OrderFormInput>
  return {
    ...common,
    item: {
      kind: 'observationDeck',
      activityId: info.id,
      visitDate: prefill.visitDate ?? info.visit?.firstDate ?? today,
      time: prefill.slot ?? '',
      quantity,
    },
  } as DefaultValues<OrderFormInput>
}

/** The latest birth date of a buyer who is 18 today. */
export function latestBirthDate(today: string): string {
  const [y, m, d] = today.split('-')
  const candidate = `${Number(y) - MINIMUM_AGE}-${m}-${d}`
  return isIsoDate(candidate) ? candidate : `${Number(y) - MINIMUM_AGE}-${m}-28`
}

/**
 * The body of POST /api/order/placeOrder: the promo code only as the server accepted it, the partner's card
 * only with a partner, the guardian's consent only where the buyer's age asks for it, card holders only where there
 * are further cards.
 */
export function placeOrderBody(values: OrderFormOutput, appliedPromo: string | null, today: string) {
  return {
    ...values,
    promoCode: appliedPromo ?? undefined,
    partnerCardNumber: values.partnerName === 'none' ? undefined : values.partnerCardNumber,
    guardianConsent: buyerAge(values.birthDate, today)?.guardianRequired ? values.guardianConsent : undefined,
    furtherHolders: values.furtherHolders?.length ? values.furtherHolders : undefined,
  }
}
