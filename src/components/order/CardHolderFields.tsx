'use client'

import { useTranslations } from 'next-intl'

import styles from './OrderForm.module.css'
import { BirthDateInput, PassportNameInputs } from './PersonFields'
import { holderPath } from './steps'

/** The messages a holder's birth date can show (reserved, so the fields below it do not move). */
const BIRTH_DATE_ERRORS = ['holderBirthDateRequired', 'invalidDate', 'holderAgeMinimum'] as const

/**
 * Step 3 of a physical SIM order of several cards: the holder of each card after the first (one SIM card per passport,
 * src/domain/cardHolders.ts), with the rule in its one wording (messages.cardHolders.rule). Card 1 is the traveller's.
 */
export function CardHolderFields({ count, today }: { count: number; today: string }) {
  const t = useTranslations('orderForm')
  const th = useTranslations('cardHolders')
  if (!count) return null
  return (
    <section className={styles.group} aria-labelledby="order-holders-title" data-testid="card-holders">
      <h3 id="order-holders-title" className={styles.subLegend}>
        {th('title')}
      </h3>
      <p className={styles.note} data-testid="card-rule">
        {th('rule')}
      </p>
      <p className={styles.hint}>{t('holdersLead')}</p>
      {Array.from({ length: count }, (_, index) => (
        <HolderFieldset key={index} index={index} today={today} />
      ))}
    </section>
  )
}

function HolderFieldset({ index, today }: { index: number; today: string }) {
  const th = useTranslations('cardHolders')
  const birthDate = holderPath(index, 'birthDate')
  const whose = th('holderOf', { n: index + 2 })
  return (
    <fieldset className={`${styles.group} ${styles.holder}`} data-testid="card-holder" data-card={index + 2}>
      <legend className={styles.subLegend}>{whose}</legend>
      <PassportNameInputs surname={holderPath(index, 'surname')} givenName={holderPath(index, 'givenName')} own={false} of={whose} />
      <BirthDateInput name={birthDate} today={today} own={false} of={whose} reserve={BIRTH_DATE_ERRORS} />
    </fieldset>
  )
}
