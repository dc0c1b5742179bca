// First, before any component: the shared rules (.button, .card, .field) come before every component's own module
// stylesheet, so a module's variant of the same specificity (a white secondary .button) wins over the shared one.
import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { AppProviders } from '@/components/providers/AppProviders'
import { ChatWidget } from '@/components/providers/ChatWidget'
import { PreviewRefresh } from '@/components/providers/PreviewRefresh'
import { chatScriptSrc } from '@/domain/chatWidget'
import { LOCALES } from '@/domain/locale'
import { routing } from '@/i18n/routing'
import { buildsWithoutDatabase } from '@/server/buildPhase'
import { getSiteSettings } from '@/server/content/siteSettings'
import { siteUrl } from '@/server/env'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// A build without a database (the container image) prerenders nothing: every page is made on its first request, then cached.
export const generateStaticParams = () => (buildsWithoutDatabase() ? [] : LOCALES.map((locale) => ({ locale })))

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0a6e5c' }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    icons: { icon: '/favicon.svg' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, tl, settings, draft] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'locate' }),
    getSiteSettings(locale),
    draftMode(),
  ])
  // Only the script address reaches the browser (null: the widget is off or not configured, no script at all).
  const chatSrc = chatScriptSrc(settings.chatWidget, locale)
  // The words the layout's client parts say, as plain strings (no next-intl client on pages without forms).
  const text = {
    locale,
    close: t('close'),
    loading: t('loading'),
    requestFailed: t('requestFailed'),
    locate: { question: tl('question'), use: tl('use'), dismiss: tl('dismiss') },
  }
  return (
    <html lang={locale}>
      <body>
        {/* Pages, links and searches work without script; forms, menus and payment wait for it (ScriptedForm). */}
        <noscript>
          <p className="noscript-notice" role="note">
            {t('noScript')}
          </p>
        </noscript>
        <AppProviders text={text}>{children}</AppProviders>
        {chatSrc && <ChatWidget src={chatSrc} />}
        {/* A staff preview (issue 38 §7): the page follows the admin's saves. */}
        {draft.isEnabled && <PreviewRefresh />}
      </body>
    </html>
  )
}
