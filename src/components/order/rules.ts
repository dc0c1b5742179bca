import { zodResolver } from '@hookform/resolvers/zod'
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form'

import { orderItemSchema, placeOrderSchema, type OrderItemInput } from '@/lib/schemas/order'

import { itemProblems, travellerProblems, type ItemValues } from './itemRules'
import type { RuleFacts } from './resolver'
import type { ActivityBookInfo, OrderFormInput, OrderFormOutput, ProductBookInfo, Slot, TaipeiNow } from './types'

/**
 * The order form's rules that need the shared zod schema (with libphonenumber's metadata): ~60 KB gzip that
 * step 1 does not need to show. The form loads this module right after hydration (resolver.ts, loadRules).
 */

const schemaResolver = zodResolver(placeOrderSchema)

/** The schema, then the rules it cannot know (counter times, seats left, age, partner card), as field errors. */
export const resolveOrder: Resolver<OrderFormInput, RuleFacts, OrderFormOutput> = async (values, facts, options) => {
  const result = await schemaResolver(values, facts, options)
  if (!facts) return result
  const problems = [
    ...itemProblems(facts.info, values.item as Record<string, unknown> | undefined, facts.now, facts.slots),
    ...travellerProblems(values, facts.now.date, facts.partners),
  ]
  const errors = { ...result.errors } as FieldErrors<OrderFormInput>
  let added = false
  for (const [path, message] of problems) {
    if (get(errors, path)) continue
    set(errors, path, { type: 'rule', message })
    added = true
  }
  return added ? { values: {}, errors } : result
}

/** The item as the API takes it, or null while it is incomplete or breaks a rule. */
export function completeItem(
  info: ProductBookInfo | ActivityBookInfo,
  item: ItemValues | undefined,
  now: TaipeiNow,
  slots: Slot[] | null,
): OrderItemInput | null {
  const parsed = orderItemSchema.safeParse(item)
  if (!parsed.success) return null
  if (parsed.data.kind === 'product' && parsed.data.cardType === 'physical' && !parsed.data.pickup) return null
  if (parsed.data.kind === 'observationDeck' && !slots) return null
  return itemProblems(info, item, now, slots).length ? null : parsed.data
}
