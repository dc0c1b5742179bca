'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useFormContext, type FieldPath } from 'react-hook-form'

import { labelSeparator } from '@/domain/locale'

import { FieldMessage, fieldId, hintId, useFieldAria } from './fields'
import styles from './OrderForm.module.css'
import { latestBirthDate } from './orderValues'
import type { OrderFormInput } from './types'

type Path = FieldPath<OrderFormInput>

/**
 * A field's label, with whose field it is (`of`, e.g. "Holder of card 2") said to screen readers only: listed among the
 * page's fields, "Surname" alone would not tell the traveller's from a card holder's.
 */
function FieldLabel({ htmlFor, of, children }: { htmlFor: string; of?: string; children: string }) {
  const separator = labelSeparator(useLocale())
  return (
    <label htmlFor={htmlFor}>
      {of ? <span className="visually-hidden">{`${of}${separator}`}</span> : null}
      {children}
    </label>
  )
}

/**
 * A passport name as step 3 asks for it — the traveller's, or a further card holder's: the hint, then surname and given
 * name(s) in capitals, both described by the hint. `autoComplete` is the browser's for the traveller (their own name),
 * off for someone else, whose fields say whose they are (`of`).
 */
export function PassportNameInputs({ surname, givenName, own, of }: { surname: Path; givenName: Path; own: boolean; of?: string }) {
  const t = useTranslations('orderForm')
  const { register } = useFormContext<OrderFormInput>()
  const surnameAria = useFieldAria(surname, { hint: true })
  const givenAria = useFieldAria(givenName)
  const input = { autoCapitalize: 'characters', spellCheck: false, className: styles.upper } as const
  return (
    <>
      <p id={hintId(surname)} className={styles.hint}>
        {t('nameHint')}
      </p>
      <div className={styles.row2}>
        <div className="field">
          <FieldLabel htmlFor={fieldId(surname)} of={of}>
            {t('fields.surname')}
          </FieldLabel>
          <input id={fieldId(surname)} autoComplete={own ? 'family-name' : 'off'} {...input} {...surnameAria} {...register(surname)} />
          <FieldMessage name={surname} />
        </div>
        <div className="field">
          <FieldLabel htmlFor={fieldId(givenName)} of={of}>
            {t('fields.givenName')}
          </FieldLabel>
          <input
            id={fieldId(givenName)}
            autoComplete={own ? 'given-name' : 'off'}
            {...input}
            {...givenAria}
            aria-describedby={[hintId(surname), givenAria['aria-describedby']].filter(Boolean).join(' ')}
            {...register(givenName)}
          />
          <FieldMessage name={givenName} />
        </div>
      </div>
    </>
  )
}

/**
 * A birth date of someone 18 or older on `today` (the picker goes no later); `hint` is shown under it, and `reserve`
 * keeps the room of its possible messages (keys of messages.validation) so nothing below it moves.
 */
export function BirthDateInput({
  name,
  today,
  own,
  of,
  hint,
  reserve,
}: {
  name: Path
  today: string
  own: boolean
  of?: string
  hint?: string
  reserve: readonly string[]
}) {
  const t = useTranslations('orderForm')
  const { register } = useFormContext<OrderFormInput>()
  const aria = useFieldAria(name, { hint: Boolean(hint) })
  return (
    <div className="field">
      <FieldLabel htmlFor={fieldId(name)} of={of}>
        {t('fields.birthDate')}
      </FieldLabel>
      <input
        id={fieldId(name)}
        type="date"
        autoComplete={own ? 'bday' : 'off'}
        min="1900-01-01"
        max={latestBirthDate(today)}
        className={styles.dateInput}
        {...aria}
        {...register(name)}
      />
      {hint ? (
        <p id={hintId(name)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldMessage name={name} reserve={reserve} />
    </div>
  )
}
