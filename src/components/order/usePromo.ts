'use client'

import { useState } from 'react'
import { useSWRConfig } from 'swr'

import { useApi } from '@/components/providers/ApiProvider'
import type { OrderItemInput } from '@/lib/schemas/order'
import type { MoneyView } from '@/lib/views/order'

import { serverErrorsOf, type ServerErrors } from './serverErrors'
import type { OrderFormMethods } from './useOrderForm'
import { quoteKey } from './useQuote'

type Options = {
  form: Pick<OrderFormMethods, 'getValues' | 'setValue' | 'setError' | 'clearErrors'>
  /** The item as the API takes it, or null while it is incomplete. */
  item: OrderItemInput | null
  /** A code cannot be checked without a complete item: the form goes back to it. */
  onItemIncomplete: () => void
  onServerErrors: (errors: ServerErrors) => void
}

/** The promo code: checked by the server (POST /api/order/countMoney) when applied; only an accepted code is sent with the order. */
export function usePromo({ form, item, onItemIncomplete, onServerErrors }: Options) {
  const post = useApi()
  const { mutate } = useSWRConfig()
  const [applied, setApplied] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  /** Checks the typed code with the server unless it is the one already applied; true when the field is fine. */
  async function apply(): Promise<boolean> {
    const typed = String(form.getValues('promoCode') ?? '')
      .trim()
      .toUpperCase()
    if (!typed) {
      setApplied(null)
      form.clearErrors('promoCode')
      return true
    }
    if (typed === applied) return true
    if (!item) {
      onItemIncomplete()
      return false
    }
    setBusy(true)
    try {
      const key = quoteKey(item, typed)
      const [path, body] = key
      const checked = await post<MoneyView>(path, body)
      // The totals shown next are the ones just checked.
      await mutate(key, checked, { revalidate: false })
      form.clearErrors('promoCode')
      setApplied(checked.promoCode ?? typed)
      return true
    } catch (error) {
      const fields = serverErrorsOf(error)
      if (fields?.promoCode) form.setError('promoCode', { type: 'server', message: fields.promoCode })
      else if (fields) onServerErrors(fields)
      return false
    } finally {
      setBusy(false)
    }
  }

  function remove() {
    setApplied(null)
    form.setValue('promoCode', '')
    form.clearErrors('promoCode')
  }

  /** The server no longer accepts the applied code: it is dropped, with the server's reason under the field. */
  function reject(message: string) {
    setApplied(null)
    form.setError('promoCode', { type: 'server', message })
  }

  return { applied, busy, apply, remove, reject }
}
