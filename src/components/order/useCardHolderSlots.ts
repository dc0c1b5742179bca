'use client'

import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'

import { furtherHoldersNeeded } from '@/domain/cardHolders'

import type { ActivityBookInfo, ProductBookInfo } from './types'
import type { OrderFormMethods } from './useOrderForm'

const NO_HOLDER = { surname: '', givenName: '', birthDate: '' }

/**
 * How many holders besides the traveller the chosen quantity asks for (one SIM card per passport), with the form's
 * holder list kept at that length as the quantity changes: a holder already typed stays, one past the count goes.
 */
export function useCardHolderSlots(form: Pick<OrderFormMethods, 'control' | 'getValues' | 'setValue'>, info: ProductBookInfo | ActivityBookInfo): number {
  const { control, getValues, setValue } = form
  const quantity = Number(useWatch({ control, name: 'item.quantity' })) || 1
  const physical = info.kind === 'product' && info.cardType === 'physical'
  const count = physical ? furtherHoldersNeeded({ kind: 'product', cardType: 'physical', quantity: Math.min(quantity, info.maxQuantity) }) : 0
  useEffect(() => {
    if (!physical) return
    const current = getValues('furtherHolders') ?? []
    if (current.length === count) return
    setValue('furtherHolders', Array.from({ length: count }, (_, i) => current[i] ?? NO_HOLDER))
  }, [physical, count, getValues, setValue])
  return count
}
