'use client'

import Link from 'next/link'

import { Icon } from '@/components/ui/Icon'
import { localizedPath, type Locale } from '@/domain/locale'
import { ORDERS_HOME } from '@/domain/roles'
import { useCookie } from '@/lib/clientCookies'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { parseUserInfo } from '@/lib/userInfo'

import styles from './Header.module.css'

/** User icon (spec §2): logged in → order history (business users: their report); otherwise → login. */
export function UserMenu({ locale, labels }: { locale: Locale; labels: { login: string; history: string; report: string } }) {
  const user = parseUserInfo(useCookie(USER_INFO_COOKIE))

  const href = user ? ORDERS_HOME[user.type] : '/login'
  const text = !user ? labels.login : user.type === 1 ? labels.history : labels.report
  return (
    <Link prefetch={false} href={localizedPath(locale, href)} className={styles.user} data-testid="user-menu" data-logged-in={Boolean(user)} aria-label={text}>
      <Icon name="user" className={`${styles.icon} ${styles.iconUser}`} />
      <span className={styles.userText}>{text}</span>
    </Link>
  )
}
