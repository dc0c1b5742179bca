'use client'

import { useLocale } from 'next-intl'
import useSWR from 'swr'

import { personName } from '@/domain/person'

import styles from './PersonalLayout.module.css'

type Info = { email: string; surname: string | null; givenName: string | null }

/** Who is logged in; also the first member call of every personal page, so an expired token logs out at once (code 202). */
export function MemberGreeting({ loadingLabel }: { loadingLabel: string }) {
  const { data, isLoading } = useSWR<Info>('/api/user/info')
  const locale = useLocale()
  if (isLoading || !data) return <p className={styles.greeting} aria-busy="true">{loadingLabel}</p>
  const name = personName(locale, data.surname, data.givenName)
  return (
    <p className={styles.greeting} data-testid="member-greeting">
      {name ? `${name} · ` : ''}
      {data.email}
    </p>
  )
}
