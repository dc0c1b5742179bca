'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'

import { useCommonText } from './CommonText'

import styles from './LoadingOverlay.module.css'

/** Spec §9: the overlay hides 3 seconds after loading ends. */
export const LOADING_OVERLAY_DELAY_MS = 3000

type LoadingState = { loading: boolean; setLoading: (loading: boolean) => void }
const LoadingContext = createContext<LoadingState>({ loading: false, setLoading: () => undefined })

export function LoadingProvider({ children }: { children: ReactNode }) {
  const text = useCommonText()
  const [loading, setLoadingState] = useState(false)
  const [visible, setVisible] = useState(false)

  const setLoading = useCallback((next: boolean) => {
    setLoadingState(next)
    if (next) setVisible(true)
  }, [])
  useEffect(() => {
    if (loading) return
    const timer = window.setTimeout(() => setVisible(false), LOADING_OVERLAY_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [loading])

  // Spec §4: every navigation except to /orderCompleted resets the loading status, and the overlay goes with it at once:
  // its 3-second fade lay as a white veil over each new page on a phone (issue 39).
  const pathname = usePathname()
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    if (!pathname.endsWith('/orderCompleted')) {
      if (loading) setLoadingState(false)
      setVisible(false)
    }
  }

  const value = useMemo(() => ({ loading, setLoading }), [loading, setLoading])
  return (
    <LoadingContext.Provider value={value}>
      {children}
      {visible && (
        <div
          className={styles.overlay}
          data-state={loading ? 'loading' : 'ending'}
          data-testid="loading-overlay"
          role="status"
          aria-live="polite"
        >
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.label}>{loading ? text.loading : ''}</span>
        </div>
      )}
    </LoadingContext.Provider>
  )
}

export const useLoading = () => useContext(LoadingContext)
