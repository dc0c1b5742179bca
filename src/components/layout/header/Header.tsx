import { getLocale, getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/Icon'
import { CURRENCIES, type Currency } from '@/domain/currency'
import { localizedPath, type Locale } from '@/domain/locale'
import { Link } from '@/i18n/ServerLink'
import { getPickupTree, listCategoriesInUse } from '@/server/catalog/shopReads'
import { listGuides } from '@/server/catalog/content'
import { getSiteSettings } from '@/server/content/siteSettings'

import { CurrencyMenu } from './CurrencyMenu'
import styles from './Header.module.css'
import { LanguageMenu } from './LanguageMenu'
import { SearchBox } from './SearchBox'
import { SiteNav, type NavItem } from './SiteNav'
import { UserMenu } from './UserMenu'

/** The site header as the spec describes it (§2): search, Products button, language, currency, menu, free call, Book now, user. */
export async function Header() {
  const locale = (await getLocale()) as Locale
  const [t, tc, tm, ta, tl, settings, categories, regions, notes] = await Promise.all([
    getTranslations('header'),
    getTranslations('currencies'),
    getTranslations('meta'),
    getTranslations('activities'),
    getTranslations('orderLookup'),
    getSiteSettings(locale),
    listCategoriesInUse(locale),
    getPickupTree(locale),
    listGuides(locale, 1),
  ])
  const items: NavItem[] = [
    { label: t('aboutUs'), href: '/aboutUs' },
    { label: t('latestNews'), href: '/newMessage' },
    {
      label: t('allProducts'),
      href: '/cardType',
      // Airport-rail and observation-deck tickets are not products: their page closes the product menu.
      children: [...categories.map((c) => ({ label: c.name, href: `/cardType/${c.id}` })), { label: ta('title'), href: '/travelActivities' }],
    },
    {
      label: t('pickupLocations'),
      href: '/cardPickupLocation',
      groups: regions.map((r) => ({
        label: r.name,
        items: r.airports.map((a) => ({ label: a.name, href: `/cardPickupLocation/${a.id}` })),
      })),
    },
    {
      label: t('purchaseNotes'),
      href: '/faq',
      // Finding an order without logging in sits with the buyer's other help, so the phone's menu has it too (not only the footer).
      children: [
        { label: t('faq'), href: '/faq' },
        ...notes.map((g) => ({ label: g.name, href: `/guide/${g.id}` })),
        { label: tl('title'), href: '/orderLookup' },
      ],
    },
    { label: t('redemption'), href: '/bookNow/exchange' },
  ]
  const currencyNames = Object.fromEntries(CURRENCIES.map((c) => [c, tc(c)])) as Record<Currency, string>
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={tm('siteName')}>
          <span className={styles.logo} aria-hidden="true">
            SIM
          </span>
          <span className={styles.brandName}>{tm('siteName')}</span>
        </Link>
        <SearchBox action={localizedPath(locale, '/cardType')} label={t('searchLabel')} placeholder={t('searchPlaceholder')} submitLabel={t('search')} />
        <div className={styles.tools}>
          <a
            className={styles.freeCall}
            href={`tel:${settings.freeCallNumber.replace(/[^\d+]/g, '')}`}
            aria-label={`${t('freeCall')} ${settings.freeCallNumber}`}
          >
            <Icon name="phone" className={styles.icon} />
            <span className={styles.freeCallLabel}>{t('freeCall')}</span>
            <span className={styles.freeCallNumber}>{settings.freeCallNumber}</span>
          </a>
          <LanguageMenu label={t('language')} current={locale} />
          <CurrencyMenu label={t('currency')} names={currencyNames} />
          <UserMenu locale={locale} labels={{ login: t('login'), history: t('history'), report: t('report') }} />
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
          <Link href="/bookNow" className={`button ${styles.bookNow}`}>
            {t('bookNow')}
          </Link>
        </div>
      </div>
    </header>
  )
}
