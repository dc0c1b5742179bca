import { cookies } from 'next/headers'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PersonalLayout } from '@/components/personal/PersonalLayout'
import { redirect } from '@/i18n/navigation'
import { ACCESS_TOKEN_COOKIE, USER_INFO_COOKIE } from '@/lib/cookies'
import { parseUserInfo } from '@/lib/userInfo'

/**
 * Route guard (spec §4): without the token cookie → /login. The page renders no member data itself;
 * every member call checks the token, and an expired one answers 202, which logs the visitor out.
 */
export default async function Layout({ children }: { children: ReactNode }) {
  const jar = await cookies()
  if (!jar.has(ACCESS_TOKEN_COOKIE)) return redirect({ href: '/login', locale: await getLocale() })
  const info = parseUserInfo(jar.get(USER_INFO_COOKIE)?.value)
  return <PersonalLayout accountType={info?.type ?? 1}>{children}</PersonalLayout>
}
