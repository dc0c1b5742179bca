'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callAdminApi } from './adminApi'

/** Queues one failed job again (POST /api/admin-jobs/:id/retry; the server checks the admin role). */
export function JobRetryButton({ id, label, done }: { id: number; label: string; done: string }) {
  const router = useRouter()
  const { i18n } = useTranslation()
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' })
  const retry = async () => {
    setState({ kind: 'busy' })
    const reply = await callAdminApi<{ queued: number }>(`/api/admin-jobs/${id}/retry`, i18n.language, {})
    setState(reply.ok ? { kind: 'done' } : { kind: 'error', message: reply.message })
    if (reply.ok) router.refresh()
  }
  if (state.kind === 'done') return <span role="status">{done}</span>
  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state.kind === 'busy'} onClick={retry} aria-label={`${label} #${id}`}>
        {label}
      </button>
      {state.kind === 'error' ? <span role="alert"> {state.message}</span> : null}
    </>
  )
}
