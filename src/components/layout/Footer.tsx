import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'
import { siteHoursLines } from '@/i18n/serviceHours'
import { getSiteSettings } from '@/server/content/siteSettings'

import styles from './Footer.module.css'

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  line: 'LINE',
  youtube: 'YouTube',
  x: 'X',
}

/** Footer (spec §2): terms, privacy, FAQ, anti-fraud notice, service hours, social links. */
export async function Footer() {
  const locale = await getLocale()
  const [t, tl, settings] = await Promise.all([getTranslations('footer'), getTranslations('orderLookup'), getSiteSettings(locale)])
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <nav aria-label={t('terms')}>
          <ul className={styles.links}>
            <li>
              <Link href="/service">{t('terms')}</Link>
            </li>
            <li>
              <Link href="/privacy">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/faq">{t('faq')}</Link>
            </li>
            <li>
              <Link href="/antiFraud">{t('antiFraud')}</Link>
            </li>
            <li>
              <Link href="/orderLookup">{tl('title')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            {t('serviceHours')}
          </h2>
          {siteHoursLines(locale, settings).map((line) => (
            <p key={line} className={styles.text} data-testid="hours-line">
              {line}
            </p>
          ))}
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('followUs')}
          </h2>
          <ul className={styles.social}>
            {(settings.socialLinks ?? []).map((link) => (
              <li key={link.id ?? link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {SOCIAL_NAMES[link.platform] ?? link.platform}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={`container ${styles.copyright}`}>{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
