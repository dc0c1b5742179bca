import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Footer } from './Footer'
import { Header } from './header/Header'

/** Default layout (spec §2): header, page, footer; the loading overlay lives in AppProviders. */
export async function DefaultLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common')
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
