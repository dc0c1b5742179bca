import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { KycPanel } from '@/components/care/KycPanel'
import { PageIntro } from '@/components/content/PageIntro'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'care.kyc' })
  return pageMetadata({ locale, path: '/authentication', title: t('title'), description: t('lead'), noindex: true })
}

/** /authentication (spec §2): KYC pre-registration for real-name verification, and its status. The member part renders in the browser. */
export default async function AuthenticationPage({ params }: Props) {
  await shopParams(params)
  const t = await getTranslations('care.kyc')
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container page">
        <ClientMessages namespaces={['care', 'validation']}>
          <KycPanel />
        </ClientMessages>
      </div>
    </>
  )
}
