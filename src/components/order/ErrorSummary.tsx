'use client'

import { useLocale, useTranslations } from 'next-intl'
import { get, useFormState, type FieldError } from 'react-hook-form'

import { labelSeparator } from '@/domain/locale'

import { fieldId, focusField, useErrorText } from './fields'
import styles from './OrderForm.module.css'

/** The label key (orderForm.fields.*) of a field path, where it is not the path itself. */
const LABEL_KEYS: Record<string, string> = {
  'item.planId': 'planId',
  'item.pickup.airportId': 'airportId',
  'item.pickup.counterId': 'counterId',
  'item.pickup.date': 'pickupDate',
  'item.pickup.time': 'pickupTime',
  'item.trip': 'trip',
  'item.visitDate': 'visitDate',
  'item.time': 'time',
  'item.quantity': 'quantity',
}

/**
 * The errors of a step's fields, in screen order, each a link to its field (shown after a "Continue" that failed).
 * Not a live region: the failed Continue puts the focus on the first field in error, which reads its own error, and
 * an alert here read the whole list again at every field put right ("3 fields…", "2 fields…").
 */
export function ErrorSummary({ fields }: { fields: readonly string[] }) {
  const t = useTranslations('orderForm')
  const th = useTranslations('cardHolders')
  const errorText = useErrorText()
  const separator = labelSeparator(useLocale())
  const { errors } = useFormState()
  const inError = fields
    .map((path) => ({ path, error: get(errors, path) as FieldError | undefined }))
    .filter((entry): entry is { path: string; error: FieldError } => Boolean(entry.error))
  if (!inError.length) return null
  // A further card holder's field says whose it is: "Holder of card 2 · Surname".
  const labelOf = (path: string) => {
    const holder = /^furtherHolders\.(\d+)\.(\w+)$/.exec(path)
    if (holder) return `${th('holderOf', { n: Number(holder[1]) + 2 })} · ${t(`fields.${holder[2]}` as 'fields.surname')}`
    return t(`fields.${LABEL_KEYS[path] ?? path}` as 'fields.email')
  }
  return (
    <div className={styles.errorSummary} data-testid="error-summary">
      <p className={styles.errorSummaryTitle}>{t('errorSummary', { count: inError.length })}</p>
      <ul>
        {inError.map(({ path, error }) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                event.preventDefault()
                focusField(path)
              }}
            >
              {labelOf(path)}
              {separator}
              {errorText(error)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
