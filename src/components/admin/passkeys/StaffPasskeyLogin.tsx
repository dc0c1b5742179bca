'use client'

import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { fillMessage } from '@/lib/fillMessage'
import { useHydrated } from '@/lib/useHydrated'

import { callAdminApi, replyProblem } from '../adminApi'
import { staffPasskeyWords } from './staffPasskeyWords'

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON']

/** Where to go after signing in: Payload's own `?redirect=` when it stays inside the admin, else the dashboard. */
export function afterSignIn(): string {
  const wanted = new URLSearchParams(window.location.search).get('redirect')
  return wanted && wanted.startsWith('/admin') && !wanted.startsWith('//') ? wanted : '/admin'
}

/**
 * Below the admin's password form (admin.components.afterLogin): "Sign in with a passkey". The server sets the same
 * staff cookie as Payload's login (/api/staff/passkey/login), so the admin opens as after a password sign-in.
 */
export function StaffPasskeyLogin() {
  const { i18n } = useTranslation()
  const t = staffPasskeyWords(i18n.language)
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  // Known only in the browser: without WebAuthn the button stays hidden.
  if (!hydrated || !browserSupportsWebAuthn()) return null

  async function signIn() {
    setBusy(true)
    setProblem(null)
    try {
      const options = await callAdminApi<{ options: Options }>('/api/staff/passkey/loginOptions', i18n.language, {})
      if (!options.ok) return setProblem(fillMessage(t.signInFailed, { reason: replyProblem(options) }))
      const response = await startAuthentication({ optionsJSON: options.data.options })
      const reply = await callAdminApi('/api/staff/passkey/login', i18n.language, { response })
      if (!reply.ok) return setProblem(fillMessage(t.signInFailed, { reason: replyProblem(reply) }))
      window.location.assign(afterSignIn())
    } catch (error) {
      setProblem(error instanceof Error && error.name === 'NotAllowedError' ? t.signInCancelled : fillMessage(t.signInFailed, { reason: String(error) }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div data-testid="staff-passkey-login" style={{ marginTop: '1rem', display: 'grid', gap: '0.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-large" disabled={busy} onClick={() => void signIn()}>
        {t.signIn}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  )
}
