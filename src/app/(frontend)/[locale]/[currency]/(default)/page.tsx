import { getTranslations, setRequestLocale } from 'next-intl/server'

import { IndexLayout } from '@/components/layout/IndexLayout'
import type { Locale } from '@/domain/locale'
import { Link } from '@/i18n/navigation'

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('home')
  return (
    <IndexLayout
      hero={
        <div className="container">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroSubtitle')}</p>
          <Link href="/cardType" className="button">
            {t('shopNow')}
          </Link>
        </div>
      }
    />
  )
}
