import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ForgetForm } from '@/components/account/ForgetForm'
import { LoginLayout } from '@/components/layout/LoginLayout'
import { Link } from '@/i18n/ServerLink'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'account.forget' })
  return { title: t('title'), robots: { index: false } }
}

/** /forget (login layout): a code by e-mail or SMS, entered here; /forget/reset sets the new password. */
export default async function ForgetPage({ params }: Props) {
  await shopParams(params)
  const t = await getTranslations('account.forget')
  return (
    <LoginLayout aside={<p>{t('aside')}</p>}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['account', 'validation']}>
        <ForgetForm />
      </ClientMessages>
      <p style={{ marginTop: '1rem', textAlign: 'center' }}>
        <Link href="/login">{t('backToLogin')}</Link>
      </p>
    </LoginLayout>
  )
}
