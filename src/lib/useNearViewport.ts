'use client'

import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element is within `margin` of the viewport, the page's #hash names it (or the section
 * around it), or the visitor points at, touches or tabs into it — the moment to load the
 * code of a part that is not needed for the first paint (a form far down the page). Once true it stays true.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '800px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const wake = () => setNear(true)
    const events = ['pointerenter', 'touchstart', 'focusin'] as const
    for (const name of events) element.addEventListener(name, wake, { passive: true })
    // Reports the element's state at once when observed, then on every crossing.
    const observer = new IntersectionObserver((entries) => (entries.some((e) => e.isIntersecting) ? wake() : undefined), { rootMargin: `${margin} 0px` })
    observer.observe(element)
    // Opened from a link to it (/faq#contact): at once, and brought into view — the browser's own scroll to
    // the fragment does not always happen before hydration (seen in Chromium for the contact section).
    const target = element.closest<HTMLElement>('[id]')
    const linked = target !== null && window.location.hash === `#${target.id}`
    const frame = linked
      ? requestAnimationFrame(() => {
          target.scrollIntoView()
          wake()
        })
      : 0
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      for (const name of events) element.removeEventListener(name, wake)
    }
  }, [ref, near, margin])
  return near
}
