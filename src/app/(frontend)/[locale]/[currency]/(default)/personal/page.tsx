import { cookies } from 'next/headers'

import { ORDERS_HOME } from '@/domain/roles'
import { redirect } from '@/i18n/navigation'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { parseUserInfo } from '@/lib/userInfo'

/**
 * /personal (typed, or a link cut short) is the member centre's own address: its home is the account's orders —
 * the order history, or a partner's report. The layout sends a visitor who is not logged in to the login first.
 */
export default async function PersonalHome({ params }: { params: ShopParams }) {
  const { locale } = await shopParams(params)
  const info = parseUserInfo((await cookies()).get(USER_INFO_COOKIE)?.value)
  redirect({ href: info ? ORDERS_HOME[info.type] : '/personal/order', locale })
}
