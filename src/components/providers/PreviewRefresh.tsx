'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In a staff preview (draft mode, issue 38 §7) the page renders again from the server when the admin framing it saves
 * or autosaves: Payload's admin posts a message to the frame, which it takes only from this site's own origin.
 */
export function PreviewRefresh() {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={typeof window === 'undefined' ? '' : window.location.origin} />
}
