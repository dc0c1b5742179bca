import { zodResolver } from '@hookform/resolvers/zod'
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form'

import { orderNeedsCode, type CodeWaiverFacts } from '@/domain/verificationCode'
import { placeOrderSchema } from '@/lib/schemas/order'

import { itemProblems, travellerProblems } from './itemRules'
import type { ActivityBookInfo, OrderFormInput, OrderFormOutput, Partner, ProductBookInfo, Slot, TaipeiNow } from './types'

/** What the rules beyond the schema read, given to react-hook-form as its context on every render. */
export type RuleFacts = {
  info: ProductBookInfo | ActivityBookInfo
  now: TaipeiNow
  /** The observation deck's slots on the chosen date (null while unknown). */
  slots: Slot[] | null
  partners: Partner[]
  /** The logged-in member's account as the code rule reads it (null for a guest): a proven e-mail needs no code. */
  account?: CodeWaiverFacts | null
}

const schemaResolver = zodResolver(placeOrderSchema)

/** The schema, then the rules it cannot know (counter times, seats left, age, partner card), as field errors. */
export const orderResolver: Resolver<OrderFormInput, RuleFacts, OrderFormOutput> = async (values, facts, options) => {
  const result = await schemaResolver(values, facts, options)
  if (!facts) return result
  const problems = [
    ...itemProblems(facts.info, values.item as Record<string, unknown> | undefined, facts.now, facts.slots),
    ...travellerProblems(values, facts.now.date, facts.partners),
    ...(orderNeedsCode(facts.account ?? null, String(values.email ?? '')) && !String(values.verificationCode ?? '').trim()
      ? ([['verificationCode', 'codeRequired']] as const)
      : []),
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
