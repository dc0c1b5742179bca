import { getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { isPartnerType, ORDERS_HOME } from '@/domain/roles'
import { ClientMessages } from '@/components/providers/ClientMessages'
import type { AccountType } from '@/domain/roles'

import { MemberGreeting } from './MemberGreeting'
import { OrderStatusBanner } from './OrderStatusBanner'
import styles from './PersonalLayout.module.css'
import { PersonalBreadcrumb, PersonalNav, type PersonalNavItem } from './PersonalNav'

/**
 * Personal layout (spec §2): breadcrumb and side menu — order history (business users: their report),
 * change password, member information (not for business users), log out.
 */
export async function PersonalLayout({ accountType, children }: { accountType: AccountType; children: ReactNode }) {
  const [t, tc, tb, tk] = await Promise.all([getTranslations('personal'), getTranslations('common'), getTranslations('breadcrumb'), getTranslations('care.kyc')])
  const partner = isPartnerType(accountType)
  const ordersHref = ORDERS_HOME[accountType]
  const items: PersonalNavItem[] = [
    { href: ordersHref, label: partner ? t('report') : t('orderHistory') },
    { href: '/personal/changePassword', label: t('changePassword') },
    // Every account type signs in, so every one may add a passkey (issue 41.2).
    { href: '/personal/passkeys', label: t('passkeys') },
    ...(partner ? [] : [{ href: '/personal/memberInformation', label: t('memberInformation') }]),
    // The real-name registration a SIM needs before pickup: found again here, not only from the order result page.
    ...(partner ? [] : [{ href: '/authentication', label: tk('title') }]),
  ]
  // Pages of the member centre that are not in its menu, reached from the member information form.
  const pages: PersonalNavItem[] = [...items, { href: '/personal/privacy', label: t('privacy') }, { href: '/personal/service', label: t('service') }]
  // next-intl's client provider and SWR for the member centre's client parts (no longer on every page).
  return (
    <ClientMessages>
    <div className="container page">
      <PersonalBreadcrumb label={tb('label')} home={t('home')} centre={t('title')} items={pages} />
      <div className={partner ? `${styles.grid} ${styles.wide}` : styles.grid}>
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
    </ClientMessages>
  )
}
