import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { MemberInfo } from '@/components/account/MemberInfoForm'
import { isPartnerType, ORDERS_HOME } from '@/domain/roles'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { redirect } from '@/i18n/navigation'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { parseUserInfo } from '@/lib/userInfo'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'personal' })
  return { title: t('memberInformation'), robots: { index: false } }
}

/** Partner accounts (types 2 and 3) have no member information: they go to their report (the API refuses them too). */
export default async function MemberInformationPage({ params }: Props) {
  const { locale } = await shopParams(params)
  const info = parseUserInfo((await cookies()).get(USER_INFO_COOKIE)?.value)
  if (info && isPartnerType(info.type)) redirect({ href: ORDERS_HOME[info.type], locale })
  return (
    <ClientMessages namespaces={['account', 'validation']}>
      <MemberInfo />
    </ClientMessages>
  )
}
