'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callAdminApi } from './adminApi'

/**
 * One operation from the admin dashboard (queue a failed job again, refund a waiting charge): POST to `path`,
 * whose endpoint checks the staff role on the server; then the dashboard is read again. `name` is the button's
 * accessible name where one label repeats in a table (Retry #12, Refund now TW…).
 */
export function AdminActionButton({ path, label, name, done }: { path: string; label: string; name: string; done: string }) {
  const router = useRouter()
  const { i18n } = useTranslation()
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' })
  const act = async () => {
    setState({ kind: 'busy' })
    const reply = await callAdminApi<unknown>(path, i18n.language, {})
    setState(reply.ok ? { kind: 'done' } : { kind: 'error', message: reply.message })
    if (reply.ok) router.refresh()
  }
  if (state.kind === 'done') return <span role="status">{done}</span>
  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state.kind === 'busy'} onClick={act} aria-label={name}>
        {label}
      </button>
      {state.kind === 'error' ? <span role="alert"> {state.message}</span> : null}
    </>
  )
}
