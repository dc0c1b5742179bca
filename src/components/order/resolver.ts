'use client'

import { useSyncExternalStore } from 'react'
import type { Resolver } from 'react-hook-form'

import type * as RulesModule from './rules'
import type { ActivityBookInfo, OrderFormInput, OrderFormOutput, Partner, ProductBookInfo, Slot, TaipeiNow } from './types'

/** What the rules beyond the schema read, given to react-hook-form as its context on every render. */
export type RuleFacts = {
  info: ProductBookInfo | ActivityBookInfo
  now: TaipeiNow
  /** The observation deck's slots on the chosen date (null while unknown). */
  slots: Slot[] | null
  partners: Partner[]
}

type Rules = typeof RulesModule

let loaded: Rules | null = null
let loading: Promise<Rules> | null = null
const listeners = new Set<() => void>()

/**
 * The schema-bound rules (./rules: zod, the shared schema, libphonenumber) are not in the page's first load:
 * the form asks for them once hydrated (useRules), and every check waits for them.
 */
export function loadRules(): Promise<Rules> {
  loading ??= import('./rules').then((rules) => {
    loaded = rules
    for (const listener of listeners) listener()
    return rules
  })
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void loadRules()
  return () => void listeners.delete(listener)
}

/** The rules once loaded (null on the server and while hydrating: the page renders the same on both). */
export function useRules(): Rules | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
}

/** The schema, then the rules it cannot know (counter times, seats left, age, partner card), as field errors. */
export const orderResolver: Resolver<OrderFormInput, RuleFacts, OrderFormOutput> = async (values, facts, options) =>
  (await loadRules()).resolveOrder(values, facts, options)

/** Fields whose rule reads another field: when that one changes, their error is settled again. */
export const DEPENDENT_FIELDS: Record<string, string[]> = {
  birthDate: ['guardianConsent'],
  partnerName: ['partnerCardNumber'],
  'item.quantity': ['item.time'],
  'item.visitDate': ['item.time'],
  'item.pickup.date': ['item.pickup.time'],
  'item.pickup.counterId': ['item.pickup.time'],
}
