'use client'

import { useEffect, useState } from 'react'

import { useLoggedIn } from '@/lib/useLoggedIn'

/** What the order form reads of the logged-in member's account (POST /api/user/info). */
export type MemberAccount = {
  email?: string
  phone?: string | null
  surname?: string | null
  givenName?: string | null
  birthday?: string | null
  /** The account's e-mail was proven with a code: the member's own orders to it skip the code (the server decides again). */
  emailVerified?: boolean
}

/**
 * The logged-in member's account, or null (a guest, or while it loads). Read quietly: a session that has ended is not
 * the order form's business (no logout from here).
 */
export function useMemberAccount(): MemberAccount | null {
  const loggedIn = useLoggedIn()
  const [account, setAccount] = useState<MemberAccount | null>(null)
  useEffect(() => {
    if (!loggedIn) return
    let current = true
    fetch('/api/user/info', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' })
      .then((response) => response.json() as Promise<{ code: number; data: MemberAccount | null }>)
      .then(({ code, data }) => {
        if (current && code === 200 && data) setAccount(data)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [loggedIn])
  return loggedIn ? account : null
}

/** The account as the shared code rule reads it (src/domain/verificationCode.ts orderNeedsCode). */
export const codeWaiverFacts = (account: MemberAccount | null) =>
  account?.email ? { email: account.email, verifiedEmail: account.emailVerified ? account.email : null } : null
