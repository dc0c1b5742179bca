import { getLocale, getTranslations } from 'next-intl/server'

import { CURRENCIES, type Currency } from '@/domain/currency'
import { Link } from '@/i18n/navigation'
import { getSiteSettings } from '@/server/content/siteSettings'

import { CurrencyMenu } from './CurrencyMenu'
import styles from './Header.module.css'
import { LanguageMenu } from './LanguageMenu'
import { SearchBox } from './SearchBox'
import { SiteNav, type NavItem } from './SiteNav'
import { UserMenu } from './UserMenu'

/** The site header as the spec describes it (§2): search, Products button, language, currency, menu, free call, Book now, user. */
export async function Header() {
  const locale = await getLocale()
  const [t, tc, settings] = await Promise.all([
    getTranslations('header'),
    getTranslations('currencies'),
    getSiteSettings(locale),
  ])
  const items: NavItem[] = [
    { label: t('aboutUs'), href: '/aboutUs' },
    { label: t('latestNews'), href: '/newMessage' },
    { label: t('allProducts'), href: '/cardType' },
    { label: t('pickupLocations'), href: '/cardPickupLocation' },
    { label: t('purchaseNotes'), href: '/faq', children: [{ label: t('faq'), href: '/faq' }] },
    { label: t('redemption'), href: '/bookNow/exchange' },
  ]
  const currencyNames = Object.fromEntries(CURRENCIES.map((c) => [c, tc(c)])) as Record<Currency, string>
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            SIM
          </span>
          <span className={styles.brandName}>{(await getTranslations('meta'))('siteName')}</span>
        </Link>
        <SearchBox label={t('searchLabel')} placeholder={t('searchPlaceholder')} submitLabel={t('search')} />
        <div className={styles.tools}>
          <LanguageMenu label={t('language')} />
          <CurrencyMenu label={t('currency')} names={currencyNames} />
          <UserMenu labels={{ login: t('login'), history: t('history'), report: t('report') }} />
        </div>
      </div>
      <div className={styles.navBar}>
        <div className={`container ${styles.navInner}`}>
          <SiteNav
            items={items}
            label={t('menu')}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            productsLabel={t('products')}
          />
          <a className={styles.freeCall} href={`tel:${settings.freeCallNumber.replace(/[^\d+]/g, '')}`}>
            <span className={styles.freeCallLabel}>{t('freeCall')}</span> {settings.freeCallNumber}
          </a>
          <Link href="/bookNow" className={`button ${styles.bookNow}`}>
            {t('bookNow')}
          </Link>
        </div>
      </div>
    </header>
  )
}
