'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useWatch } from 'react-hook-form'

import { isIsoDate } from '@/domain/dates'
import { sentenceGap } from '@/domain/locale'
import { personName } from '@/domain/person'

import { ClientPrice } from './ClientPrice'
import styles from './OrderForm.module.css'
import type { StepName } from './steps'
import type { OrderFormInput, Partner } from './types'
import type { Quote } from './useQuote'
import { useDateLabel, type Fact } from './useItemFacts'

type Props = {
  name: string
  facts: Fact[]
  /** The server's totals (the confirmation opens with a fresh request). */
  quote: Pick<Quote, 'money' | 'state' | 'refresh'>
  partners: Partner[]
  onEdit: (step: StepName) => void
  placeError: string | null
  /** A serial number pays for the order: no totals to fetch, nothing to pay. */
  redemption?: { serialNumber: string; quantity: number }
}

/** The contact and traveller as the confirmation shows them (names as the passport has them, in capitals). */
function useContactLines(partners: Partner[]) {
  const dateLabel = useDateLabel()
  const locale = useLocale()
  const [email, phone, surname, givenName, birthDate, partnerName, partnerCardNumber] = useWatch<OrderFormInput>({
    name: ['email', 'phone', 'surname', 'givenName', 'birthDate', 'partnerName', 'partnerCardNumber'],
  }) as (string | undefined)[]
  const holders = useWatch<OrderFormInput, 'furtherHolders'>({ name: 'furtherHolders' }) ?? []
  const partner = partners.find((p) => p.value === partnerName)
  const born = (date: string | undefined) => (date && isIsoDate(date) ? dateLabel(date, { weekday: false }) : '')
  const traveller = personName(locale, surname?.toUpperCase(), givenName?.toUpperCase())
  return {
    email: email ?? '',
    phone: phone ?? '',
    traveller,
    birthDate: born(birthDate),
    // One SIM card per passport: card 1 is the traveller's, each further card its holder's.
    cardHolders: holders.length
      ? [
          { card: 1, name: traveller, birthDate: born(birthDate) },
          ...holders.map((holder, i) => ({
            card: i + 2,
            name: personName(locale, holder?.surname?.toUpperCase(), holder?.givenName?.toUpperCase()),
            birthDate: born(holder?.birthDate),
          })),
        ]
      : [],
    partner: partner && partner.value !== 'none' ? `${partner.name} · ${partnerCardNumber ?? ''}` : null,
  }
}

/** Step 4 (spec §3 order confirmation): pickup date, place, quantity, price, total price, coupon code, payment amount. */
export function ConfirmStep({ name, facts, quote, partners, onEdit, placeError, redemption }: Props) {
  const t = useTranslations('orderForm')
  const th = useTranslations('cardHolders')
  const locale = useLocale()
  const { money, state: quoteState } = quote
  const contact = useContactLines(partners)
  return (
    <div className={styles.stack}>
      <section className={styles.confirmBlock} aria-labelledby="confirm-item">
        <div className={styles.confirmHead}>
          <h3 id="confirm-item">{t('confirm.itemTitle')}</h3>
          <button type="button" className={styles.linkButton} onClick={() => onEdit('item')} aria-label={t('editSection', { section: t('confirm.itemTitle') })}>
            {t('edit')}
          </button>
        </div>
        <dl className={styles.confirmList} data-testid="confirm-item">
          <div>
            <dt>{t('confirm.item')}</dt>
            <dd>{name}</dd>
          </div>
          {facts.map((fact) => (
            <div key={fact.key} data-testid={`confirm-${fact.key}`}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {redemption ? (
        <section className={styles.confirmBlock} aria-labelledby="confirm-money">
          <h3 id="confirm-money">{t('confirm.moneyTitle')}</h3>
          <dl className={styles.confirmList} data-testid="confirm-redemption">
            <div>
              <dt>{t('confirm.quantity')}</dt>
              <dd>{redemption.quantity}</dd>
            </div>
            <div>
              <dt>{t('confirm.serialNumber')}</dt>
              <dd>{redemption.serialNumber}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{t('confirm.paymentAmount')}</dt>
              <dd>{t('confirm.nothingToPay')}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <section className={styles.confirmBlock} aria-labelledby="confirm-money" aria-busy={quoteState === 'loading'}>
          <h3 id="confirm-money">{t('confirm.moneyTitle')}</h3>
          {quoteState === 'failed' ? (
            <div className={styles.alert} role="alert">
              <p>{t('confirm.quoteFailed')}</p>
              <button type="button" className="button button--secondary" onClick={quote.refresh}>
                {t('retry')}
              </button>
            </div>
          ) : !money || quoteState === 'loading' ? (
            <p className={styles.hint} role="status">
              {t('summary.calculating')}
            </p>
          ) : (
            <>
              <dl className={styles.confirmList} data-testid="confirm-money">
                <div data-testid="confirm-quantity">
                  <dt>{t('confirm.quantity')}</dt>
                  <dd>{money.quantity}</dd>
                </div>
                <div data-testid="confirm-price">
                  <dt>{t('confirm.price')}</dt>
                  <dd>
                    <ClientPrice price={money.unitPrice} twdFirst testId="confirm-unit-price" />
                  </dd>
                </div>
                <div data-testid="confirm-subtotal">
                  <dt>{t('confirm.totalPrice')}</dt>
                  <dd>
                    <ClientPrice price={money.subtotal} twdFirst testId="confirm-subtotal-price" />
                  </dd>
                </div>
                <div data-testid="confirm-coupon">
                  <dt>{t('confirm.couponCode')}</dt>
                  <dd>{money.promoCode ?? t('confirm.noCoupon')}</dd>
                </div>
                {money.discountTwd > 0 ? (
                  <div data-testid="confirm-discount">
                    <dt>{t('confirm.discount')}</dt>
                    <dd>
                      <ClientPrice price={money.discount} twdFirst negative testId="confirm-discount-price" />
                    </dd>
                  </div>
                ) : null}
                <div className={styles.totalRow} data-testid="confirm-total">
                  <dt>{t('confirm.paymentAmount')}</dt>
                  <dd>
                    <ClientPrice price={money.total} twdFirst size="lg" testId="confirm-total-price" />
                  </dd>
                </div>
              </dl>
              {money.total.approximate ? (
                <p className={styles.hint} data-testid="approx-note">
                  {t('confirm.approxNote', { currency: money.total.currency })}
                </p>
              ) : null}
            </>
          )}
        </section>
      )}

      <section className={styles.confirmBlock} aria-labelledby="confirm-contact">
        <div className={styles.confirmHead}>
          <h3 id="confirm-contact">{t('confirm.contactTitle')}</h3>
          <button type="button" className={styles.linkButton} onClick={() => onEdit('contact')} aria-label={t('editSection', { section: t('confirm.contactTitle') })}>
            {t('edit')}
          </button>
        </div>
        <dl className={styles.confirmList}>
          <div>
            <dt>{t('fields.email')}</dt>
            <dd>{contact.email}</dd>
          </div>
          <div>
            <dt>{t('fields.phone')}</dt>
            <dd>{contact.phone}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.confirmBlock} aria-labelledby="confirm-traveller">
        <div className={styles.confirmHead}>
          <h3 id="confirm-traveller">{t('confirm.travellerTitle')}</h3>
          <button type="button" className={styles.linkButton} onClick={() => onEdit('traveller')} aria-label={t('editSection', { section: t('confirm.travellerTitle') })}>
            {t('edit')}
          </button>
        </div>
        <dl className={styles.confirmList}>
          <div>
            <dt>{t('confirm.traveller')}</dt>
            <dd>{contact.traveller}</dd>
          </div>
          <div>
            <dt>{t('fields.birthDate')}</dt>
            <dd>{contact.birthDate}</dd>
          </div>
          {contact.partner ? (
            <div>
              <dt>{t('fields.partnerName')}</dt>
              <dd>{contact.partner}</dd>
            </div>
          ) : null}
        </dl>
        {contact.cardHolders.length ? (
          <>
            <h4 className={styles.confirmSubTitle}>
              {th('title')}
            </h4>
            <dl className={styles.confirmList} data-testid="confirm-holders">
              {contact.cardHolders.map(({ card, name, birthDate }) => (
                <div key={card} data-testid="confirm-holder">
                  <dt>{th('card', { n: card })}</dt>
                  <dd>
                    {name}
                    {birthDate ? ` · ${birthDate}` : ''}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </section>

      <div className={styles.notice} role="note">
        {redemption ? (
          <p data-testid="redemption-notice">
            <strong>{t('confirm.redeemNoteTitle')}</strong>
            {sentenceGap(locale)}
            {t('confirm.redeemNote')}
          </p>
        ) : (
          <p>
            <strong>{t('confirm.paymentNextTitle')}</strong>
            {sentenceGap(locale)}
            {t('confirm.paymentNext')}
          </p>
        )}
      </div>

      {placeError ? (
        <div className={styles.alert} role="alert" data-testid="place-error">
          <p>{placeError}</p>
        </div>
      ) : null}
    </div>
  )
}
