'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'

import type { ClientIntl } from '@/i18n/clientIntl'
import { useNearViewport } from '@/lib/useNearViewport'

import styles from './Care.module.css'

// Until its code arrives, the form's space is kept (formSlot), so nothing below it moves.
const ContactIsland = dynamic(() => import('./ContactIsland'), { ssr: false, loading: () => <div className={styles.formSlot} /> })

/** Loads the contact form's code when its section nears the viewport or is linked to (/faq#contact). */
export function LazyContactForm({ intl }: { intl: ClientIntl }) {
  const slot = useRef<HTMLDivElement>(null)
  const near = useNearViewport(slot)
  return (
    <div ref={slot} className={near ? undefined : styles.formSlot} data-testid="contact-slot">
      {near ? <ContactIsland intl={intl} /> : null}
    </div>
  )
}
