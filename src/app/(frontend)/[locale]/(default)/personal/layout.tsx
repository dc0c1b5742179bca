import { cookies } from 'next/headers'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { memberFromToken } from '@/api/auth'
import { PersonalLayout } from '@/components/personal/PersonalLayout'
import { redirect } from '@/i18n/navigation'
import { ACCESS_TOKEN_COOKIE } from '@/lib/cookies'
import { getShopPayload } from '@/server/payload'

/** Route guard (spec §4): only a logged-in member sees /personal; everyone else goes to /login. */
export default async function Layout({ children }: { children: ReactNode }) {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value
  const member = token ? await memberFromToken(token, await getShopPayload()) : null
  if (!member) return redirect({ href: '/login', locale: await getLocale() })
  return <PersonalLayout member={member}>{children}</PersonalLayout>
}
