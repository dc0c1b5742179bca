'use client'

import { useEffect } from 'react'
import { useForm, type DefaultValues, type FieldPath, type Resolver } from 'react-hook-form'

import type { RuleFacts } from './resolver'
import type { OrderFormInput, OrderFormOutput } from './types'

type Path = FieldPath<OrderFormInput>
type OrderResolver = Resolver<OrderFormInput, RuleFacts, OrderFormOutput>

/** Fields whose rule reads another field: when that one changes, their error is settled again. */
export const DEPENDENT_FIELDS: Record<string, string[]> = {
  birthDate: ['guardianConsent'],
  partnerName: ['partnerCardNumber'],
  'item.quantity': ['item.time'],
  'item.visitDate': ['item.time'],
  'item.pickup.date': ['item.pickup.time'],
  'item.pickup.counterId': ['item.pickup.time'],
}

let rules: Promise<OrderResolver> | null = null

/**
 * The form's rules (the shared schema with its phone rule, resolver.ts) load when the visitor first uses the form
 * (OrderForm asks on the first focus) or at the first check, not with the page: the phone rule's libphonenumber
 * metadata is ~30 KB gzip that a visitor who only looks at the form never needs. A failed load is asked for again
 * next time (and its rejection reaches ChunkReload, which reloads the page once; the draft keeps what was typed).
 */
export function loadOrderRules(): Promise<OrderResolver> {
  rules ??= import('./resolver').then(
    (module) => module.orderResolver,
    (error: unknown) => {
      rules = null
      throw error
    },
  )
  return rules
}

const lazyResolver: OrderResolver = async (values, facts, options) => (await loadOrderRules())(values, facts, options)

/**
 * The whole order in react-hook-form: one form across the steps, checked by the shared schema and the
 * rules that read server facts (seats, partners, the clock), which it is given anew on every render.
 */
export function useOrderForm(defaultValues: DefaultValues<OrderFormInput>, facts: RuleFacts) {
  const methods = useForm<OrderFormInput, RuleFacts, OrderFormOutput>({
    resolver: lazyResolver,
    context: facts,
    mode: 'onTouched',
    defaultValues,
  })
  const { subscribe, getFieldState, trigger } = methods

  // A field shown in error (or one whose rule reads it) is checked again as soon as it changes.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return
          const inError = [name, ...(DEPENDENT_FIELDS[name] ?? [])].filter((field) => getFieldState(field as Path).error)
          if (inError.length) void trigger(inError as Path[])
        },
      }),
    [subscribe, getFieldState, trigger],
  )
  return methods
}

export type OrderFormMethods = ReturnType<typeof useOrderForm>
