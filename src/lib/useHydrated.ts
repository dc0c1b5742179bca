'use client'

import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => undefined

/** False on the server and while hydrating, true once React runs this component in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}

/** What `useScriptGate` puts on a control before the page's script runs. */
export type ScriptGate = { disabled?: true; 'data-awaiting-script'?: '' }

/**
 * For a button that does nothing without the page's script (a menu, a tab, a dialog's opener): disabled until
 * React has hydrated it, so a tap on a page drawn before its script has run waits instead of being lost. Marked
 * `data-awaiting-script`, which globals.css draws with a waiting pointer but not dimmed like a busy button.
 * Spread last on the button, or `disabled={busy || gate.disabled}` where the button has its own state.
 */
export function useScriptGate(): ScriptGate {
  return useHydrated() ? {} : { disabled: true, 'data-awaiting-script': '' }
}
