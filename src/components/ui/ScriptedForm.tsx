'use client'

import { useEffect, useRef, type ComponentProps } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import styles from './ScriptedForm.module.css'

/**
 * A form that only works with its script (the staff desks): its controls are disabled until React has hydrated them.
 * A choice made in the server-drawn HTML before that is put back by hydration (a controlled select returns to its
 * state, and a select that depends on it keeps the old options), and a submit would be the browser's own; a staff
 * member on a slow admin page waits the moment instead of losing the change. Posts, like every scripted form.
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
