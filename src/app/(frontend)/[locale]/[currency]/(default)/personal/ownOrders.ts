import 'server-only'

import { cookies } from 'next/headers'

import { ORDERS_HOME, type AccountType } from '@/domain/roles'
import type { Locale } from '@/domain/locale'
import { redirect } from '@/i18n/navigation'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { parseUserInfo } from '@/lib/userInfo'

/**
 * The order list and the two reports are each one account type's: another type's account is sent to its own (a
 * member opening the BBC report gets their orders, not the report's form over "not allowed"). The cookie only
 * says where to look; every row still comes from an API that checks the token.
 */
export async function toOwnOrders(locale: Locale, pageType: AccountType): Promise<void> {
  const info = parseUserInfo((await cookies()).get(USER_INFO_COOKIE)?.value)
  if (info && info.type !== pageType) redirect({ href: ORDERS_HOME[info.type], locale })
}
