'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Queues one failed job again (POST /api/admin-jobs/:id/retry; the server checks the admin role). */
export function JobRetryButton({ id, label, done }: { id: number; label: string; done: string }) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle')
  const retry = async () => {
    setState('busy')
    const response = await fetch(`/api/admin-jobs/${id}/retry`, { method: 'POST', credentials: 'include' })
    setState(response.ok ? 'done' : 'error')
    if (response.ok) router.refresh()
  }
  if (state === 'done') return <span role="status">{done}</span>
  return (
    <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state === 'busy'} onClick={retry} aria-label={`${label} #${id}`}>
      {label}
      {state === 'error' ? ' ✗' : null}
    </button>
  )
}
