'use client'

import { useEffect } from 'react'
import { useForm, type DefaultValues, type FieldPath } from 'react-hook-form'

import { DEPENDENT_FIELDS, orderResolver, type RuleFacts } from './resolver'
import type { OrderFormInput, OrderFormOutput } from './types'

type Path = FieldPath<OrderFormInput>

/**
 * The whole order in react-hook-form: one form across the steps, checked by the shared schema and the
 * rules that read server facts (seats, partners, the clock), which it is given anew on every render.
 */
export function useOrderForm(defaultValues: DefaultValues<OrderFormInput>, facts: RuleFacts) {
  const methods = useForm<OrderFormInput, RuleFacts, OrderFormOutput>({
    resolver: orderResolver,
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
