import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LoginForm } from '@/components/auth/LoginForm'
import { AsideList, LoginLayout } from '@/components/layout/LoginLayout'
import type { Locale } from '@/domain/locale'
import { Link } from '@/i18n/ServerLink'
import { ClientMessages } from '@/components/providers/ClientMessages'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'login' })
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, tl] = await Promise.all([getTranslations('login'), getTranslations('orderLookup')])
  return (
    <LoginLayout
      aside={
        <>
          <AsideList title={t('asideTitle')} items={[t('asideOrders'), t('asideCodes'), t('asideCancel')]} />
          <p>{t('noAccount')}</p>
          <p>
            <Link href="/orderLookup" data-testid="order-lookup-link">
              {tl('link')}
            </Link>
          </p>
        </>
      }
    >
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['login', 'validation']}>
        <LoginForm />
      </ClientMessages>
      <p style={{ marginTop: '1rem', textAlign: 'center' }}>
        <Link href="/forget" data-testid="forgot-link">
          {t('forgot')}
        </Link>
      </p>
    </LoginLayout>
  )
}
