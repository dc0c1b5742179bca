'use client'

import useSWR from 'swr'

import type { OrderItemInput } from '@/lib/schemas/order'
import type { MoneyView } from '@/lib/views/order'

import { serverErrorsOf } from './serverErrors'

export type QuoteState = 'loading' | 'ready' | 'failed'

/** The SWR key (and request) of the totals of an item with a promo code: the promo check fills the same entry. */
export const quoteKey = (item: OrderItemInput, promoCode: string | null) =>
  ['/api/order/countMoney', promoCode ? { item, promoCode } : { item }] as const

/**
 * The server's totals for the item as chosen so far, with the applied promo code (money is never computed
 * here). A code the server refuses by now (used up, expired) is reported through `onPromoRejected`.
 */
export function useQuote(item: OrderItemInput | null, promoCode: string | null, onPromoRejected: (message: string) => void) {
  const swr = useSWR<MoneyView>(item ? quoteKey(item, promoCode) : null, {
    keepPreviousData: true,
    onError: (error) => {
      const fields = serverErrorsOf(error)
      if (fields?.promoCode) onPromoRejected(fields.promoCode)
    },
  })
  const money = item ? (swr.data ?? null) : null
  const state: QuoteState = swr.error ? 'failed' : !money || swr.isValidating ? 'loading' : 'ready'
  return {
    money,
    state,
    /** A request for the item as chosen is under way (the shown totals may be the previous item's). */
    updating: Boolean(item) && (swr.isLoading || swr.isValidating),
    refresh: () => void swr.mutate(),
  }
}

export type Quote = ReturnType<typeof useQuote>
