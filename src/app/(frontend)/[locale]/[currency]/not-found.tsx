import { getTranslations } from 'next-intl/server'

import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { Link } from '@/i18n/navigation'

export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <DefaultLayout>
      <div className="container page" style={{ textAlign: 'center', paddingBlock: '4rem' }}>
        <p style={{ fontSize: '3rem', fontWeight: 800, margin: 0, color: 'var(--color-primary)' }} aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        <p>{t('description')}</p>
        <Link href="/" className="button" data-testid="not-found-home">
          {t('home')}
        </Link>
      </div>
    </DefaultLayout>
  )
}
