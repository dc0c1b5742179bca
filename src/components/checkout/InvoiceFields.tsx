'use client'

import { useTranslations } from 'next-intl'
import type { ChangeEvent } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { FieldMessage, fieldId, hintId, useFieldAria } from '@/components/order/fields'
import styles from '@/components/order/OrderForm.module.css'
import { COMPANY_TITLE_MAX, INVOICE_TYPES, normalizeMobileBarcode, type InvoiceType } from '@/domain/invoice'

type Props = {
  /** Where the choice sits in the parent form's values (its schema holds invoiceChoiceSchema there). */
  name?: string
}

/** The fields each type asks for (the others are kept in the form but dropped by the schema). */
const TYPE_FIELDS = ['mobileBarcode', 'saveAsUsualCarrier', 'taxId', 'companyTitle', 'loveCode'] as const

/**
 * The buyer's e-invoice choice (issue 10), for a react-hook-form form validated with
 * invoiceChoiceSchema (src/lib/schemas/invoice.ts): a radio group of the five types, then the fields
 * of the chosen one. Used inside the parent's <FormProvider>, like the order form's steps.
 */
export function InvoiceFields({ name = 'invoice' }: Props) {
  const t = useTranslations('invoiceForm')
  const { register, clearErrors } = useFormContext()
  const path = (field: string) => `${name}.${field}`
  const type = useWatch({ name: path('type') }) as InvoiceType | undefined
  // The lead describes the group (the fieldset); each radio is described by the error only.
  const typeAria = useFieldAria(path('type'))

  return (
    <div className={styles.stack} data-testid="invoice-fields">
      <fieldset className={styles.group} id={fieldId(path('type'))} tabIndex={-1} aria-describedby={hintId(path('type'))}>
        <legend className={styles.legend}>{t('legend')}</legend>
        <p id={hintId(path('type'))} className={styles.hint}>
          {t('lead')}
        </p>
        <div className={styles.tiles}>
          {INVOICE_TYPES.map((value) => (
            <label key={value} className={styles.tile} data-testid={`invoice-type-${value}`}>
              <input
                type="radio"
                value={value}
                defaultChecked={type === value}
                className={styles.tileInput}
                {...typeAria}
                {...register(path('type'), { onChange: () => clearErrors(TYPE_FIELDS.map(path)) })}
              />
              <span className={styles.tileBody}>
                <span className={styles.tileTitle}>{t(`types.${value}.label`)}</span>
                <span className={styles.tileText}>{t(`types.${value}.description`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessage name={path('type')} />
      </fieldset>

      {type === 'mobileBarcode' ? <MobileBarcodeFields path={path} /> : null}
      {type === 'company' ? <CompanyFields path={path} /> : null}
      {type === 'donation' ? <DonationFields path={path} /> : null}
    </div>
  )
}

type FieldsProps = { path: (field: string) => string }

type TextFieldProps = {
  name: string
  label: string
  hint: string
  testId: string
  maxLength: number
  numeric?: boolean
  /** Phones offer capitals first (the mobile barcode). */
  capitals?: boolean
  autoComplete?: string
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A labelled text input with its hint and error, both tied to it by aria-describedby. */
function TextField({ name, label, hint, testId, maxLength, numeric = false, capitals = false, autoComplete = 'off', onChange }: TextFieldProps) {
  const { register } = useFormContext()
  const aria = useFieldAria(name, { hint: true })
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoCapitalize={capitals ? 'characters' : undefined}
        autoComplete={autoComplete}
        autoCorrect="off"
        spellCheck={false}
        maxLength={maxLength}
        {...aria}
        {...register(name, onChange ? { onChange } : undefined)}
        data-testid={testId}
      />
      <p id={hintId(name)} className={styles.hint}>
        {hint}
      </p>
      <FieldMessage name={name} />
    </div>
  )
}

function MobileBarcodeFields({ path }: FieldsProps) {
  const t = useTranslations('invoiceForm')
  const { register, setValue } = useFormContext()
  const agreeAria = useFieldAria(path('saveAsUsualCarrier'))

  /** Capitals as they type (the carrier shows them so), the caret left where it was. */
  const normalize = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const next = normalizeMobileBarcode(input.value)
    if (next === input.value) return
    const caret = Math.min(input.selectionStart ?? next.length, next.length)
    input.value = next
    input.setSelectionRange(caret, caret)
    setValue(path('mobileBarcode'), next, { shouldDirty: true })
  }

  return (
    <>
      <TextField
        name={path('mobileBarcode')}
        label={t('mobileBarcode')}
        hint={t('mobileBarcodeHint')}
        testId="invoice-mobile-barcode"
        maxLength={8}
        capitals
        onChange={normalize}
      />
      <div>
        <label className={styles.check}>
          <input type="checkbox" id={fieldId(path('saveAsUsualCarrier'))} {...agreeAria} {...register(path('saveAsUsualCarrier'))} data-testid="invoice-save-carrier" />
          <span>{t('saveAsUsualCarrier')}</span>
        </label>
        <FieldMessage name={path('saveAsUsualCarrier')} />
      </div>
    </>
  )
}

function CompanyFields({ path }: FieldsProps) {
  const t = useTranslations('invoiceForm')
  return (
    <>
      <TextField name={path('taxId')} label={t('taxId')} hint={t('taxIdHint')} testId="invoice-tax-id" maxLength={8} numeric />
      <TextField
        name={path('companyTitle')}
        label={t('companyTitle')}
        hint={t('companyTitleHint', { max: COMPANY_TITLE_MAX })}
        testId="invoice-company-title"
        maxLength={COMPANY_TITLE_MAX}
        autoComplete="organization"
      />
    </>
  )
}

function DonationFields({ path }: FieldsProps) {
  const t = useTranslations('invoiceForm')
  return <TextField name={path('loveCode')} label={t('loveCode')} hint={t('loveCodeHint')} testId="invoice-love-code" maxLength={7} numeric />
}
