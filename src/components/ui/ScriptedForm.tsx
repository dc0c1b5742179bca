'use client'

import { useEffect, useRef, type ComponentProps } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import styles from './ScriptedForm.module.css'

/**
 * A form that only works with its script (every form of the shop and of the staff desks): its controls are disabled
 * until React has hydrated them. Before that, text typed into the server-drawn HTML would be reset by hydration (a
 * form's default values are written back into its fields), a choice in a controlled select put back, and a submit
 * would be the browser's own post, a reload that loses everything. So a visitor on a slow phone, who sees the page
 * before its script has run, waits that moment (the pointer says so) instead of losing what they typed.
 * A field marked autoFocus (the counter's scanner field) gets the focus once enabled, as a disabled one cannot.
 */
export function ScriptedForm({ children, ...form }: ComponentProps<'form'>) {
  const hydrated = useHydrated()
  const gate = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    if (!hydrated) return
    const wanted = gate.current?.querySelector<HTMLElement>('[autofocus]')
    if (wanted && (!document.activeElement || document.activeElement === document.body)) wanted.focus()
  }, [hydrated])
  return (
    <form method="post" {...form} data-hydrated={hydrated ? 'true' : undefined}>
      <fieldset ref={gate} disabled={!hydrated} className={styles.gate}>
        {children}
      </fieldset>
    </form>
  )
}
