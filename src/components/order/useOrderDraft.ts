'use client'

import { useEffect, useEffectEvent, useRef } from 'react'

import { ORDER_STEPS } from './steps'
import { readStorage, writeStorage } from './storage'
import type { OrderFormInput } from './types'
import type { OrderFormMethods } from './useOrderForm'

/** sessionStorage (this tab only): what was typed into an order form, and its open step, by the form's address. */
export const ORDER_DRAFT_PREFIX = 'orderDraft:'
/** A draft older than this is stale (the plan, the slots or the code would have changed anyway). */
const DRAFT_MAX_AGE_MS = 6 * 60 * 60 * 1000

export type OrderDraft = { values: Partial<OrderFormInput>; step: number; savedAt: number }

/** The draft in `raw`, if it is one and fresh (anything else — old shapes, edits by hand — reads as none). */
export function parseOrderDraft(raw: string | null, now = Date.now()): OrderDraft | null {
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as OrderDraft
    if (!draft || typeof draft.values !== 'object' || draft.values === null) return null
    if (!Number.isInteger(draft.step) || draft.step < 0 || draft.step >= ORDER_STEPS.length) return null
    if (typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS || draft.savedAt > now + 60_000) return null
    return draft
  } catch {
    return null
  }
}

/** The fields a visitor fills in (the item's own choices come from the page's address, so they do not count). */
const TYPED_FIELDS = ['email', 'phone', 'verificationCode', 'surname', 'givenName', 'birthDate', 'promoCode', 'partnerCardNumber'] as const

/**
 * Whether a draft holds anything the visitor did: a step past the first, or a field they filled in. A form only opened
 * is kept as a draft too; opening it again should not say "we kept what you had entered".
 */
export function draftHasInput(draft: OrderDraft): boolean {
  const values = draft.values as Record<string, unknown>
  return draft.step > 0 || values.agree === true || TYPED_FIELDS.some((field) => String(values[field] ?? '').trim() !== '')
}

type Options = {
  /** The form's address with its query (and the serial number when redeeming): one draft per item. */
  key: string
  form: Pick<OrderFormMethods, 'subscribe' | 'getValues' | 'reset'>
  step: number
  /** Opens the step the draft was on, as the visitor's "Continue" would have. */
  onRestore: (draft: OrderDraft) => void
}

/**
 * Keeps the order form across a currency or language switch (both reload the page) and an accidental
 * reload: every change and every step goes to this tab's sessionStorage, and the form opens again with
 * them. The verification code is kept too; if the server no longer takes it, the contact step asks for a
 * new one. Placing the order (`clear`) forgets the draft.
 */
export function useOrderDraft({ key, form, step, onRestore }: Options) {
  const storageKey = `${ORDER_DRAFT_PREFIX}${key}`
  const ready = useRef(false)
  const restore = useEffectEvent((draft: OrderDraft) => onRestore(draft))

  // Once, after hydration (sessionStorage is the browser's): the draft replaces the defaults.
  useEffect(() => {
    const draft = parseOrderDraft(readStorage('session', storageKey))
    if (draft) {
      form.reset({ ...form.getValues(), ...draft.values } as OrderFormInput)
      restore(draft)
    }
    ready.current = true
  }, [storageKey, form])

  useEffect(() => {
    const save = () => {
      if (!ready.current) return
      const draft: OrderDraft = { values: form.getValues(), step, savedAt: Date.now() }
      writeStorage('session', storageKey, JSON.stringify(draft))
    }
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: save })
    window.addEventListener('pagehide', save)
    save()
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', save)
    }
  }, [storageKey, form, step])

  return {
    clear: () => {
      ready.current = false
      writeStorage('session', storageKey, null)
    },
  }
}
