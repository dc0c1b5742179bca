'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * Which step is open, whether its error summary shows, and the message above it; a step opened by the
 * visitor gets the focus on its heading so keyboard and screen-reader users start at its top.
 */
export function useStepNavigation() {
  const [step, setStep] = useState(0)
  const [showErrors, setShowErrors] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const headings = useRef<(HTMLHeadingElement | null)[]>([])
  // The first step is not focused on load: only a move is.
  const moved = useRef(false)

  useEffect(() => {
    if (!moved.current) return
    const heading = headings.current[step]
    heading?.focus({ preventScroll: true })
    // No smooth scrolling for visitors who asked the system for less motion.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
  }, [step])

  return {
    step,
    showErrors,
    alert,
    goTo(next: number) {
      moved.current = true
      setShowErrors(false)
      setAlert(null)
      setStep(next)
    },
    revealErrors: () => setShowErrors(true),
    setAlert,
    headingRef: (index: number) => (element: HTMLHeadingElement | null) => {
      headings.current[index] = element
    },
  }
}
