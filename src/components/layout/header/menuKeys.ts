import type { FocusEvent, KeyboardEvent } from 'react'

/**
 * The keys of a disclosure menu (languages, currencies): Escape closes it and puts the focus back on its summary
 * (WCAG 2.1.2, 1.4.13), the arrow keys move through its links or buttons (Tab does too); leaving it with the focus closes it, so
 * the open list never hides the next control the focus lands on (WCAG 2.4.11).
 */
export function onMenuKey(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget
  if (!details.open) return
  const summary = details.querySelector('summary')
  if (event.key === 'Escape') {
    event.preventDefault()
    details.open = false
    summary?.focus()
    return
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return
  const links = [...details.querySelectorAll<HTMLElement>('li a, li button')]
  if (!links.length) return
  event.preventDefault()
  const at = links.indexOf(document.activeElement as HTMLElement)
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : event.key === 'ArrowDown' ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1
  links[next]!.focus()
}

/** Only when the focus went to another control: a click on a link that takes no focus (Safari) must still land. */
export function closeWhenLeft(event: FocusEvent<HTMLDetailsElement>) {
  const to = event.relatedTarget as Node | null
  if (to && !event.currentTarget.contains(to)) event.currentTarget.open = false
}
