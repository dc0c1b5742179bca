'use client'

import { useState } from 'react'

import { fillMessage } from '@/lib/fillMessage'

import { callAdminApi, replyProblem } from '../adminApi'
import type { SecondFactorWords } from './words'

type Enrolment = { secret: string; uri: string; qr: string }

/**
 * Setting up the authenticator app, on the account page or at an admin's first password sign-in: a new key as a QR
 * code (and as text), its first code to confirm it, then the recovery codes — shown this once — until `onDone`.
 */
export function EnrolApp({ language, t, onDone }: { language: string; t: SecondFactorWords; onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [code, setCode] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function start() {
    setBusy(true)
    setProblem(null)
    const reply = await callAdminApi<Enrolment>('/api/staff/secondFactor/enrolOptions', language, {})
    setBusy(false)
    if (reply.ok) setEnrolment(reply.data)
    else setProblem(fillMessage(t.failed, { reason: replyProblem(reply) }))
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    const reply = await callAdminApi<{ recoveryCodes: string[] }>('/api/staff/secondFactor/enrol', language, { code })
    setBusy(false)
    if (reply.ok) setRecoveryCodes(reply.data.recoveryCodes)
    else setProblem(fillMessage(t.failed, { reason: replyProblem(reply) }))
  }

  if (recoveryCodes) {
    return (
      <div data-testid="second-factor-recovery" style={{ display: 'grid', gap: '0.5rem' }}>
        <h3>{t.recoveryTitle}</h3>
        <p>{t.recoveryIntro}</p>
        <ul style={{ fontFamily: 'monospace', columns: 2, listStyle: 'none', padding: 0 }}>
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={onDone}>
          {t.done}
        </button>
      </div>
    )
  }

  return (
    <div data-testid="second-factor-enrol" style={{ display: 'grid', gap: '0.5rem' }}>
      {enrolment ? (
        <form method="post" onSubmit={(event) => void confirm(event)} style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
          <p>{t.scan}</p>
          {/* A data: URL the server drew; the admin's CSP allows data: images. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={enrolment.qr} alt={t.qrAlt} width={220} height={220} />
          <p>
            {t.key}: <code data-testid="second-factor-key">{enrolment.secret}</code>
          </p>
          <label>
            {t.code}
            <input className="field-type text" name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} required />
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy}>
            {t.confirm}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn--style-primary btn--size-medium" disabled={busy} onClick={() => void start()}>
          {t.setUp}
        </button>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  )
}
