'use client'

import { useCallback, useState } from 'react'

import { useApi } from '@/components/providers/ApiProvider'

import { serverErrorsOf } from './serverErrors'
import type { OrderFormMethods } from './useOrderForm'

/**
 * The verification code of the contact step (POST /api/checkCode): it proves the e-mail the order, the
 * account and every mail hang on. A checked e-mail, phone and code are not sent again until one changes.
 */
export function useCodeVerification(form: Pick<OrderFormMethods, 'getValues' | 'setError'>) {
  const post = useApi()
  const [verified, setVerified] = useState<string | null>(null)

  async function verify(): Promise<boolean> {
    const email = String(form.getValues('email') ?? '').trim()
    const phone = String(form.getValues('phone') ?? '').trim()
    const code = String(form.getValues('verificationCode') ?? '').trim()
    const key = `${email}:${phone}:${code}`
    if (verified === key) return true
    try {
      // The phone goes along to be checked exactly by the server (the browser checks only its length).
      await post('/api/checkCode', { email, phone, code, purpose: 'orderContact' })
      setVerified(key)
      return true
    } catch (error) {
      const fields = serverErrorsOf(error)
      if (fields) {
        const message = fields.code ?? fields.email ?? fields.phone
        const path = fields.code ? 'verificationCode' : fields.email ? 'email' : 'phone'
        if (message) form.setError(path, { type: 'server', message })
      }
      return false
    }
  }

  /** The contact changed (or the server refused it): the code must be checked again. */
  const forget = useCallback(() => setVerified(null), [])

  return { verify, forget }
}
