import { getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { isPartnerType } from '@/domain/roles'
import type { AccountType } from '@/domain/roles'

import { MemberGreeting } from './MemberGreeting'
import { OrderStatusBanner } from './OrderStatusBanner'
import styles from './PersonalLayout.module.css'
import { PersonalBreadcrumb, PersonalNav, type PersonalNavItem } from './PersonalNav'

/** Personal layout (spec §2): breadcrumb and side menu; business users see "Reports" and no member information. */
export async function PersonalLayout({ accountType, children }: { accountType: AccountType; children: ReactNode }) {
  const [t, tc] = await Promise.all([getTranslations('personal'), getTranslations('common')])
  const partner = isPartnerType(accountType)
  const ordersHref = accountType === 2 ? '/personal/order/b2c' : accountType === 3 ? '/personal/order/bbc' : '/personal/order'
  const items: PersonalNavItem[] = [
    { href: ordersHref, label: partner ? t('report') : t('orderHistory') },
    { href: '/personal/changePassword', label: t('changePassword') },
    ...(partner ? [] : [{ href: '/personal/memberInformation', label: t('memberInformation') }]),
  ]
  return (
    <div className="container page">
      <PersonalBreadcrumb home={t('home')} centre={t('title')} items={items} />
      <div className={styles.grid}>
        <PersonalNav items={items} label={t('menuLabel')} logoutLabel={t('logout')} />
        <div className={styles.content}>
          <MemberGreeting loadingLabel={tc('loading')} />
          <Suspense fallback={null}>
            <OrderStatusBanner success={t('orderSuccess')} failure={t('orderFailed')} />
          </Suspense>
          {children}
        </div>
      </div>
    </div>
  )
}
