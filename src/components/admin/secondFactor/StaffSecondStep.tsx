'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { fillMessage } from '@/lib/fillMessage'

import { callAdminApi, replyProblem } from '../adminApi'
import { afterSignIn } from '../passkeys/StaffPasskeyLogin'
import { EnrolApp } from './EnrolApp'
import { secondFactorWords } from './words'

type Status = { step: 'none' | 'code' | 'enrol' }

/**
 * On the admin login page (admin.components.afterLogin): when a correct password left the sign-in waiting for its
 * second step (the server says so from the waiting token's cookie), the password form gives way to the code — or, for
 * an admin without an app, to setting one up. The passkey button below stays: a passkey sign-in needs no code.
 */
export function StaffSecondStep() {
  const { i18n } = useTranslation()
  const t = secondFactorWords(i18n.language)
  const [step, setStep] = useState<Status['step']>('none')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void callAdminApi<Status>('/api/staff/secondFactor/status', i18n.language, {}).then((reply) => {
      if (reply.ok) setStep(reply.data.step)
    })
  }, [i18n.language])

  if (step === 'none') return null

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    const reply = await callAdminApi('/api/staff/secondFactor/verify', i18n.language, { code })
    setBusy(false)
    if (reply.ok) window.location.assign(afterSignIn())
    else setProblem(fillMessage(t.failed, { reason: replyProblem(reply) }))
  }

  return (
    <section data-testid="staff-second-step" aria-labelledby="staff-second-step-title" style={{ display: 'grid', gap: '0.75rem', marginTop: '1rem' }}>
      {/* The password is done: its form would only start another waiting sign-in. */}
      <style>{'.login__form { display: none; }'}</style>
      <h2 id="staff-second-step-title">{step === 'code' ? t.stepTitle : t.enrolTitle}</h2>
      {step === 'code' ? (
        <form method="post" onSubmit={(event) => void verify(event)} style={{ display: 'grid', gap: '0.5rem' }}>
          <p>{t.stepIntro}</p>
          <label>
            {t.stepCode}
            <input className="field-type text" name="code" autoComplete="one-time-code" autoFocus value={code} onChange={(e) => setCode(e.target.value)} required />
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
            {t.stepSubmit}
          </button>
          {problem ? <p role="alert">{problem}</p> : null}
        </form>
      ) : (
        <>
          <p>{t.enrolIntro}</p>
          <EnrolApp language={i18n.language} t={t} onDone={() => window.location.assign(afterSignIn())} />
        </>
      )}
      <p>{t.orPasskey}</p>
    </section>
  )
}
