import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locale'
import { siteHoursLines } from '@/i18n/serviceHours'
import { getSiteSettings } from '@/server/content/siteSettings'

import styles from './InfoPage.module.css'

/** Who runs the shop (issue 40 item 8), from site settings: the one source About, Terms and Privacy all show. */
export async function OperatorDetails({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'pages.operator' }), getSiteSettings(locale)])
  const operator = settings.operator ?? {}
  const hours = siteHoursLines(locale, settings)
  const rows: [string, React.ReactNode][] = []
  if (operator.companyName) rows.push([t('companyName'), operator.companyName])
  if (operator.registrationNumber) rows.push([t('registrationNumber'), operator.registrationNumber])
  if (operator.address) rows.push([t('address'), operator.address])
  if (operator.email) rows.push([t('email'), <a key="email" href={`mailto:${operator.email}`}>{operator.email}</a>])
  if (operator.phone) rows.push([t('phone'), t('phoneNote', { phone: operator.phone })])
  if (hours.length) rows.push([t('hours'), hours.map((line) => <span key={line} className={styles.operatorLine}>{line}</span>)])
  if (!rows.length) return null
  return (
    <section className={styles.operator} aria-labelledby="operator-title" data-testid="operator">
      <h2 id="operator-title">{t('title')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.operatorRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
