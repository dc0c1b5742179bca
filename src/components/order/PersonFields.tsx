'use client'

import { useTranslations } from 'next-intl'
import { useFormContext, type FieldPath } from 'react-hook-form'

import { FieldMessage, fieldId, hintId, useFieldAria } from './fields'
import styles from './OrderForm.module.css'
import { latestBirthDate } from './orderValues'
import type { OrderFormInput } from './types'

type Path = FieldPath<OrderFormInput>

/**
 * A passport name as step 3 asks for it — the traveller's, or a further card holder's: the hint, then surname and given
 * name(s) in capitals, both described by the hint. `autoComplete` is the browser's for the traveller (their own name),
 * off for someone else.
 */
export function PassportNameInputs({ surname, givenName, own }: { surname: Path; givenName: Path; own: boolean }) {
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
          <label htmlFor={fieldId(surname)}>{t('fields.surname')}</label>
          <input id={fieldId(surname)} autoComplete={own ? 'family-name' : 'off'} {...input} {...surnameAria} {...register(surname)} />
          <FieldMessage name={surname} />
        </div>
        <div className="field">
          <label htmlFor={fieldId(givenName)}>{t('fields.givenName')}</label>
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
export function BirthDateInput({ name, today, own, hint, reserve }: { name: Path; today: string; own: boolean; hint?: string; reserve: readonly string[] }) {
  const t = useTranslations('orderForm')
  const { register } = useFormContext<OrderFormInput>()
  const aria = useFieldAria(name, { hint: Boolean(hint) })
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{t('fields.birthDate')}</label>
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
