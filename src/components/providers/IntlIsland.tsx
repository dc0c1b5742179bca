'use client'

import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { SwrProvider } from '@/components/providers/SwrProvider'

import type { ClientIntl } from '@/i18n/clientIntl'

/**
 * ClientMessages for a part whose code is loaded on demand: import it only from such a lazily loaded
 * module, so next-intl and SWR come with that chunk and not with the page's first load.
 */
export function IntlIsland({ intl, children }: { intl: ClientIntl; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <SwrProvider>{children}</SwrProvider>
    </NextIntlClientProvider>
  )
}
