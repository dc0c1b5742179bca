'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { sentenceGap } from '@/domain/locale'

import styles from './Checkout.module.css'
import type { FieldsStatus, TPDirectApi } from './tpdirect'

const FIELDS = [
  { key: 'number', id: 'card-number', label: 'cardNumber', placeholder: '**** **** **** ****', status: 'number' },
  { key: 'expirationDate', id: 'card-expiration-date', label: 'cardExpiry', placeholder: 'MM / YY', status: 'expiry' },
  { key: 'ccv', id: 'card-ccv', label: 'cardCcv', placeholder: null, status: 'ccv' },
] as const

export const CARD_ERROR_ID = 'card-error'
/** The three hosted fields together: the payment form brings them into view with their error. */
export const CARD_FIELDS_ID = 'card-fields'

/**
 * The card number, expiry and security code: TapPay's hosted fields, iframes of TapPay's origin that this
 * page cannot read (TPDirect.card.setup). The page only learns whether each field is valid (onUpdate),
 * and shows the spec's one card message when something is wrong.
 */
export function CardFields({ tp, showError, onStatus }: { tp: TPDirectApi; showError: boolean; onStatus: (status: FieldsStatus) => void }) {
  const t = useTranslations('checkout')
  const tv = useTranslations('validation')
  const [status, setStatus] = useState<FieldsStatus | null>(null)
  const onStatusRef = useRef(onStatus)
  useEffect(() => {
    onStatusRef.current = onStatus
  })

  useEffect(() => {
    tp.card.setup({
      fields: Object.fromEntries(
        FIELDS.map((f) => [f.key, { element: `#${f.id}`, placeholder: f.placeholder ?? t('ccvPlaceholder') }]),
      ),
      styles: {
        input: { color: '#1d2a2f', 'font-size': '16px' },
        '.valid': { color: '#0a6e5c' },
        '.invalid': { color: '#a4161a' },
      },
    })
    // Screen readers announce a frame by its title: name each hosted field after its label.
    for (const f of FIELDS) {
      const frame = document.querySelector<HTMLIFrameElement>(`#${f.id} iframe`)
      if (frame) frame.title = t(f.label)
    }
    tp.card.onUpdate((update) => {
      setStatus(update)
      onStatusRef.current(update)
    })
  }, [tp, t])

  const locale = useLocale()
  const format = useFormatter()
  const invalid = showError || Boolean(status?.hasError)
  // Which of the three is not right yet, by its label ("Card number and Expiry date"): the error names them.
  const toCheck = FIELDS.filter((f) => status?.status[f.status] !== 0).map((f) => t(f.label))
  useEffect(() => {
    for (const f of FIELDS) {
      const frame = document.querySelector<HTMLIFrameElement>(`#${f.id} iframe`)
      if (!frame) continue
      // Only the fields in error point to the message (a right card number is not "described" as wrong).
      if (invalid && status?.status[f.status] !== 0) frame.setAttribute('aria-describedby', CARD_ERROR_ID)
      else frame.removeAttribute('aria-describedby')
    }
  }, [invalid, status])

  return (
    <div id={CARD_FIELDS_ID} data-testid="card-fields">
      <div className={styles.cardGrid}>
        {FIELDS.map((f) => {
          const fieldInvalid = invalid && status?.status[f.status] !== 0
          return (
            <div key={f.key} className={`${styles.cardField} ${f.key === 'number' ? styles.cardNumber : ''}`}>
              <span id={`${f.id}-label`}>{t(f.label)}</span>
              <div
                id={f.id}
                className={`${styles.tpfield} ${fieldInvalid ? styles.tpfieldInvalid : ''}`}
                role="group"
                aria-labelledby={`${f.id}-label`}
                data-testid={f.id}
              />
            </div>
          )
        })}
      </div>
      {invalid ? (
        <p id={CARD_ERROR_ID} className="field-error" role="alert" data-testid="card-error">
          <span aria-hidden="true">⚠ </span>
          {tv('cardInvalid')}
          {toCheck.length && toCheck.length < FIELDS.length ? `${sentenceGap(locale)}${tv('cardFieldsToCheck', { fields: format.list(toCheck, { type: 'conjunction' }) })}` : null}
        </p>
      ) : null}
      <p className={styles.secure}>
        {/* Drawn, not the 🔒 emoji: a phone or PC without an emoji font showed an empty box. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        <span>{t('secureNote')}</span>
      </p>
    </div>
  )
}
