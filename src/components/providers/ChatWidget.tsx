'use client'

import { useEffect } from 'react'

/**
 * The third-party chat script (spec §7, §8), added once the page is idle after hydration so it never
 * competes with the page itself. A new address (another language) removes the old script and loads the
 * new one; a script that fails to load is logged and removed. Rendered only when the widget is on.
 */
export function ChatWidget({ src }: { src: string }) {
  useEffect(() => {
    const script = document.createElement('script')
    const load = () => {
      script.async = true
      script.dataset.chatWidget = ''
      script.onerror = () => {
        console.warn('[chat] script failed to load, removed:', src)
        script.remove()
      }
      script.src = src
      document.body.append(script)
    }
    const idle = typeof requestIdleCallback === 'function'
    const handle = idle ? requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 1000)
    return () => {
      if (idle) cancelIdleCallback(handle)
      else clearTimeout(handle)
      script.remove()
    }
  }, [src])
  return null
}
