import { getTranslations } from 'next-intl/server'

import { clientIntl } from '@/i18n/clientIntl'

import styles from './Care.module.css'
import { LazyContactForm } from './LazyContactForm'

/**
 * "Contact customer service" at the foot of /faq: the heading and lead are server HTML (the #contact
 * target exists before any script); the form's code — react-hook-form, zod, next-intl — is loaded only
 * as the section nears the viewport or is linked to (LazyContactForm), not with the page.
 */
export async function ContactSection() {
  const [t, intl] = await Promise.all([getTranslations('care.contact'), clientIntl(['care', 'validation'])])
  return (
    <section className={styles.panel} id="contact" aria-labelledby="contact-title" data-testid="contact-section">
      <h2 id="contact-title">{t('title')}</h2>
      <p className={styles.lead}>{t('lead')}</p>
      <LazyContactForm intl={intl} />
    </section>
  )
}
