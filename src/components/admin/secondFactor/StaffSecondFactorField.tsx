'use client'

import { useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { fillMessage } from '@/lib/fillMessage'

import { callAdminApi } from '../adminApi'
import { formatTaipei } from '../format'
import { EnrolApp } from './EnrolApp'
import { secondFactorWords } from './words'

type State = { on: boolean; since: string | null; recoveryCodesLeft: number }

/**
 * On the admin's account page (a `ui` field of Staff): the signed-in staff member's own authenticator app — whether it
 * is on, and setting it up. Another staff member's page shows only a note: the endpoints serve the signed-in account.
 */
export function StaffSecondFactorField() {
  const { i18n } = useTranslation()
  const t = secondFactorWords(i18n.language)
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const own = id !== undefined && user?.id !== undefined && String(id) === String(user.id)
  const [state, setState] = useState<State | null>(null)

  const load = useCallback(
    () =>
      callAdminApi<State>('/api/staff/secondFactor/status', i18n.language, {}).then((reply) => {
        if (reply.ok) setState(reply.data)
      }),
    [i18n.language],
  )

  useEffect(() => {
    if (own) void load()
  }, [own, load])

  if (id === undefined) return null
  return (
    <section data-testid="staff-second-factor" style={{ display: 'grid', gap: '0.5rem', margin: '1.5rem 0' }}>
      <h3>{t.title}</h3>
      {!own ? (
        <p className="field-description">{t.onlyOwn}</p>
      ) : (
        <>
          <p className="field-description">{t.intro}</p>
          {state?.on ? (
            <p data-testid="second-factor-on">{fillMessage(t.on, { time: formatTaipei(state.since ?? ''), count: state.recoveryCodesLeft })}</p>
          ) : state ? (
            <>
              <p>{t.off}</p>
              <EnrolApp language={i18n.language} t={t} onDone={() => void load()} />
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
