'use client'

import useSWR from 'swr'

import styles from './PersonalLayout.module.css'

type Info = { email: string; surname: string | null; givenName: string | null }

/** Who is logged in; also the first member call of every personal page, so an expired token logs out at once (code 202). */
export function MemberGreeting({ loadingLabel }: { loadingLabel: string }) {
  const { data, isLoading } = useSWR<Info>('/api/user/info')
  if (isLoading || !data) return <p className={styles.greeting} aria-busy="true">{loadingLabel}</p>
  const name = [data.givenName, data.surname].filter(Boolean).join(' ')
  return (
    <p className={styles.greeting} data-testid="member-greeting">
      {name ? `${name} · ` : ''}
      {data.email}
    </p>
  )
}
