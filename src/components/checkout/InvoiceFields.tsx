// TEMPORARY: replaced by the real module at merge
'use client'

import { useTranslations } from 'next-intl'
import { useFormContext, useWatch } from 'react-hook-form'

import { FieldMessage, fieldId, useFieldAria } from '@/components/order/fields'
import { INVOICE_TYPES } from '@/domain/invoice'

import styles from './Checkout.module.css'

/** The e-invoice choice (react-hook-form fields under `invoice`): a radio group and the type's own fields. */
export function InvoiceFields() {
  const t = useTranslations('checkout')
  const { register } = useFormContext<{ invoice: Record<string, unknown> }>()
  const type = useWatch({ name: 'invoice.type' }) as string | undefined
  const typeAria = useFieldAria('invoice.type')
  const barcodeAria = useFieldAria('invoice.mobileBarcode', { hint: true })
  const consentAria = useFieldAria('invoice.saveAsUsualCarrier')
  const taxIdAria = useFieldAria('invoice.taxId')
  const titleAria = useFieldAria('invoice.companyTitle')
  const loveAria = useFieldAria('invoice.loveCode', { hint: true })
  return (
    <fieldset id={fieldId('invoice.type')} className={styles.section} data-testid="invoice-fields" {...typeAria}>
      <legend className={styles.legend}>{t('invoiceLegend')}</legend>
      <div className={styles.choices}>
        {INVOICE_TYPES.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...register('invoice.type')} data-testid={`invoice-${value}`} />
            <span>{t(`invoice.${value}`)}</span>
          </label>
        ))}
      </div>
      <FieldMessage name="invoice.type" />
      {type === 'mobileBarcode' ? (
        <div className="field">
          <label htmlFor={fieldId('invoice.mobileBarcode')}>
            {t('invoice.mobileBarcodeLabel')}
          </label>
          <input id={fieldId('invoice.mobileBarcode')} autoCapitalize="characters" {...register('invoice.mobileBarcode')} {...barcodeAria} />
          <p id={`${fieldId('invoice.mobileBarcode')}-hint`} className={styles.hint}>
            {t('invoice.mobileBarcodeHint')}
          </p>
          <FieldMessage name="invoice.mobileBarcode" />
          <label className={styles.choice}>
            <input id={fieldId('invoice.saveAsUsualCarrier')} type="checkbox" {...register('invoice.saveAsUsualCarrier')} {...consentAria} />
            <span>{t('invoice.saveAsUsualCarrier')}</span>
          </label>
          <FieldMessage name="invoice.saveAsUsualCarrier" />
        </div>
      ) : null}
      {type === 'company' ? (
        <div className="field">
          <label htmlFor={fieldId('invoice.taxId')}>
            {t('invoice.taxId')}
          </label>
          <input id={fieldId('invoice.taxId')} inputMode="numeric" maxLength={8} {...register('invoice.taxId')} {...taxIdAria} />
          <FieldMessage name="invoice.taxId" />
          <label htmlFor={fieldId('invoice.companyTitle')}>
            {t('invoice.companyTitle')}
          </label>
          <input id={fieldId('invoice.companyTitle')} {...register('invoice.companyTitle')} {...titleAria} />
          <FieldMessage name="invoice.companyTitle" />
        </div>
      ) : null}
      {type === 'donation' ? (
        <div className="field">
          <label htmlFor={fieldId('invoice.loveCode')}>
            {t('invoice.loveCode')}
          </label>
          <input id={fieldId('invoice.loveCode')} inputMode="numeric" maxLength={7} {...register('invoice.loveCode')} {...loveAria} />
          <p id={`${fieldId('invoice.loveCode')}-hint`} className={styles.hint}>
            {t('invoice.loveCodeHint')}
          </p>
          <FieldMessage name="invoice.loveCode" />
        </div>
      ) : null}
    </fieldset>
  )
}
