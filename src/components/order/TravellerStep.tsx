'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { sentenceGap } from '@/domain/locale'
import type { DisplayPrice } from '@/domain/money'
import { Link } from '@/i18n/navigation'
import { useLoggedIn } from '@/lib/useLoggedIn'

import { CardHolderFields } from './CardHolderFields'
import { ClientPrice } from './ClientPrice'
import { FieldMessage, fieldId, hintId, useFieldAria } from './fields'
import styles from './OrderForm.module.css'
import { BirthDateInput, PassportNameInputs } from './PersonFields'
import type { OrderFormInput, Partner } from './types'

type Props = {
  partners: Partner[]
  /** Today in Taipei: the birth date's age rule counts from it. */
  today: string
  /** How many SIM cards after the first need their own holder (one card per passport). */
  holderCount: number
  /** The promo code field; none when nothing is paid (a redeemed serial number). */
  promo?: PromoProps
}

/** The messages the birth date can show (the schema's and the age rule's, src/components/order/itemRules.ts). */
const BIRTH_DATE_ERRORS = ['birthdayRequired', 'invalidDate', 'ageMinimum'] as const

type PromoProps = { busy: boolean; applied: string | null; discount: DisplayPrice | null; onApply: () => void; onRemove: () => void }

/** Step 3: the traveller's passport name and birth date, the further cards' holders, promo code, mileage partner and consent. */
export function TravellerStep({ partners, today, holderCount, promo }: Props) {
  const t = useTranslations('orderForm')
  const locale = useLocale()
  const loggedIn = useLoggedIn()
  const { register } = useFormContext<OrderFormInput>()
  const partnerName = useWatch<OrderFormInput>({ name: 'partnerName' }) as string | undefined
  const partner = partners.find((p) => p.value === partnerName)
  const partnerAria = useFieldAria('partnerName')
  const cardAria = useFieldAria('partnerCardNumber', { hint: true })
  const agreeAria = useFieldAria('agree')

  const newTab = (href: string) => {
    const TabLink = (chunks: ReactNode) => (
      <Link href={href} target="_blank" rel="noopener">
        {chunks}
        <span className="visually-hidden"> {t('newTab')}</span>
      </Link>
    )
    return TabLink
  }

  return (
    <div className={styles.stack}>
      <fieldset className={styles.group}>
        <legend className={styles.subLegend}>{t('travellerName')}</legend>
        <PassportNameInputs surname="surname" givenName="givenName" own />
      </fieldset>

      {/* Shown on blur, often as the pointer goes down on the terms box below: its messages' room is kept. */}
      <BirthDateInput name="birthDate" today={today} own hint={t('birthHint')} reserve={BIRTH_DATE_ERRORS} />


      <CardHolderFields count={holderCount} today={today} />

      {promo ? <PromoField promo={promo} /> : null}

      <div className={styles.row2}>
        <div className="field">
          <label htmlFor={fieldId('partnerName')}>
            {t('fields.partnerName')}
            {sentenceGap(locale)}
            <span className={styles.optional}>{t('optional')}</span>
          </label>
          <select id={fieldId('partnerName')} {...partnerAria} {...register('partnerName')}>
            {partners.map((p) => (
              <option key={p.value} value={p.value}>
                {p.name}
              </option>
            ))}
          </select>
          <FieldMessage name="partnerName" />
        </div>
        {partner && partner.value !== 'none' ? (
          <div className="field">
            <label htmlFor={fieldId('partnerCardNumber')}>{t('fields.partnerCardNumber')}</label>
            <input
              id={fieldId('partnerCardNumber')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              {...cardAria}
              {...register('partnerCardNumber')}
            />
            <p id={hintId('partnerCardNumber')} className={styles.hint}>
              {t('partnerCardHint', { name: partner.name })}
            </p>
            <FieldMessage name="partnerCardNumber" />
          </div>
        ) : null}
      </div>

      <p className={styles.note}>{t(loggedIn ? 'memberNoticeLoggedIn' : 'memberNotice')}</p>

      <div className={styles.agree}>
        <label className={styles.check}>
          <input type="checkbox" id={fieldId('agree')} {...agreeAria} {...register('agree')} data-testid="agree" />
          <span>{t.rich('agree', { terms: newTab('/service'), privacy: newTab('/privacy') })}</span>
        </label>
        <FieldMessage name="agree" />
      </div>
    </div>
  )
}

/** The promo code, checked by the server when applied. */
function PromoField({ promo }: { promo: PromoProps }) {
  const t = useTranslations('orderForm')
  const locale = useLocale()
  const { register } = useFormContext<OrderFormInput>()
  const promoAria = useFieldAria('promoCode', { hint: true })
  return (
    <div className="field">
      <label htmlFor={fieldId('promoCode')}>
        {t('fields.promoCode')}
            {sentenceGap(locale)}
            <span className={styles.optional}>{t('optional')}</span>
      </label>
      <div className={styles.inline}>
        <input
          id={fieldId('promoCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.upper}
          {...promoAria}
          {...register('promoCode')}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={promo.onApply}
          disabled={promo.busy}
          aria-busy={promo.busy}
          data-testid="apply-promo"
        >
          {promo.busy ? t('applying') : t('apply')}
        </button>
      </div>
      <p id={hintId('promoCode')} className={styles.hint} aria-live="polite" data-testid="promo-status">
        {promo.applied && promo.discount ? (
          <span className={styles.success}>
            {t('promoApplied', { code: promo.applied })} <ClientPrice price={promo.discount} twdFirst negative testId="promo-discount" />{' '}
            <button type="button" className={styles.linkButton} onClick={promo.onRemove}>
              {t('removePromo')}
            </button>
          </span>
        ) : (
          t('promoHint')
        )}
      </p>
      <FieldMessage name="promoCode" />
    </div>
  )
}
