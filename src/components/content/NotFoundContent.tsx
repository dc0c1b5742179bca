import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'

/** What a visitor sees on an address that leads nowhere: a localized message and the way home. */
export async function NotFoundContent() {
  const t = await getTranslations('notFound')
  return (
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
  )
}
