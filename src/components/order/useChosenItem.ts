'use client'

import { useMemo } from 'react'
import { useWatch, type Control } from 'react-hook-form'

import type { OrderItemInput } from '@/lib/schemas/order'

import { completeItem } from './itemRules'
import type { RuleFacts } from './resolver'
import type { ActivityBookInfo, OrderFormInput, OrderFormOutput, ProductBookInfo, Slot, TaipeiNow } from './types'
import { useItemFacts } from './useItemFacts'

type ItemValues = Parameters<typeof useItemFacts>[1] & Record<string, unknown>

/** The item as chosen so far: as the API takes it (null while incomplete), as summary lines, and its quantity. */
export function useChosenItem(
  control: Control<OrderFormInput, RuleFacts, OrderFormOutput>,
  info: ProductBookInfo | ActivityBookInfo,
  now: TaipeiNow,
  slots: Slot[] | null,
) {
  const item = useWatch({ control, name: 'item' }) as ItemValues | undefined
  // Compared by content: react-hook-form may hand back the same object with new values inside.
  const itemJson = JSON.stringify(item ?? null)
  const complete = useMemo<OrderItemInput | null>(
    () => completeItem(info, JSON.parse(itemJson) as ItemValues | undefined, now, slots),
    [info, itemJson, now, slots],
  )
  const facts = useItemFacts(info, item)
  const quantity = Number(item?.quantity)
  return { item, complete, facts, quantity: Number.isFinite(quantity) ? quantity : null }
}
