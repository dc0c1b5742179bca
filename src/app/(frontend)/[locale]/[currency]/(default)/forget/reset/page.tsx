import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ResetForm } from '@/components/account/ResetForm'
import { LoginLayout } from '@/components/layout/LoginLayout'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'account.reset' })
  return { title: t('title'), robots: { index: false } }
}

/** /forget/reset (login layout): the new password for the code checked on /forget. */
export default async function ResetPage({ params }: Props) {
  await shopParams(params)
  const t = await getTranslations('account.reset')
  return (
    <LoginLayout aside={<p>{t('aside')}</p>}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['account', 'validation']}>
        <ResetForm />
      </ClientMessages>
    </LoginLayout>
  )
}
