import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PasskeyManager } from '@/components/passkeys/PasskeyManager'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'personal' })
  return { title: t('passkeys'), robots: { index: false } }
}

export default async function PasskeysPage({ params }: Props) {
  await shopParams(params)
  return (
    <ClientMessages namespaces={['passkeys']}>
      <PasskeyManager />
    </ClientMessages>
  )
}
