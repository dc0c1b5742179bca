'use client'

import type { ClientIntl } from '@/i18n/clientIntl'
import { IntlIsland } from '@/components/providers/IntlIsland'

import { ContactForm } from './ContactForm'

/** The chunk LazyContactForm loads: the form with its own next-intl provider. */
export default function ContactIsland({ intl }: { intl: ClientIntl }) {
  return (
    <IntlIsland intl={intl}>
      <ContactForm />
    </IntlIsland>
  )
}
