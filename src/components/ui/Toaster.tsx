'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import { useCommonText } from './CommonText'

import styles from './Toaster.module.css'

export const TOAST_DURATION_MS = 5000

type Toast = { id: number; message: string }
const ToastContext = createContext<(message: string) => void>(() => undefined)

/** Error toasts (spec §8): each stays 5 seconds; screen readers hear it at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const text = useCommonText()
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(0)
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), [])
  const notify = useCallback(
    (message: string) => {
      const id = ++next.current
      setToasts((all) => [...all.filter((toast) => toast.message !== message), { id, message }])
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS)
    },
    [dismiss],
  )
  const value = useMemo(() => notify, [notify])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} role="alert" aria-live="assertive">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-testid="toast">
            <span>{toast.message}</span>
            <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={text.close}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
