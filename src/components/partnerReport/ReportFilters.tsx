'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { BBC_STATUSES, type BbcStatus, type PartnerKind } from '@/domain/partnerReport'
import { reportListSchema } from '@/lib/schemas/partnerReport'

import styles from './PartnerReport.module.css'

const formSchema = reportListSchema
type FormInput = z.input<typeof formSchema>
export type AppliedFilter = { from?: string; to?: string; query?: string; status?: BbcStatus }

export const EMPTY_FILTER: AppliedFilter = {}

/** Date range (Taipei dates), query, the BBC status, search and reset: the same schema as the endpoint checks. */
export function ReportFilters({ kind, applied, onApply }: { kind: PartnerKind; applied: AppliedFilter; onApply: (filter: AppliedFilter) => void }) {
  const t = useTranslations('partnerReport.filters')
  const ts = useTranslations('partnerReport.status')
  const tv = useTranslations('validation')
  const { register, handleSubmit, reset, formState } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    // The filter in the address (a reload, a shared link, Back) fills the form.
    values: { from: applied.from ?? '', to: applied.to ?? '', query: applied.query ?? '', ...(kind === 'bbc' ? { status: applied.status } : {}) },
  })
  const error = (name: 'from' | 'to' | 'query') => {
    const message = formState.errors[name]?.message
    return message ? (
      <p id={`report-${name}-error`} className={styles.fieldError} role="alert">
        {tv(message as 'invalidDate')}
      </p>
    ) : null
  }
  const described = (name: 'from' | 'to' | 'query') =>
    formState.errors[name] ? { 'aria-invalid': true, 'aria-describedby': `report-${name}-error` } : {}
  return (
    <form method="get"
      noValidate
      onSubmit={handleSubmit((values) => onApply({ from: values.from, to: values.to, query: values.query || undefined, status: values.status || undefined }))}
      onReset={(event) => {
        event.preventDefault()
        reset({ from: '', to: '', query: '', status: undefined })
        onApply(EMPTY_FILTER)
      }}
      data-testid="report-filters"
    >
      <fieldset className={styles.filters}>
        <legend>{t('legend')}</legend>
        <div className={styles.field}>
          <label htmlFor="report-from">{t('from')}</label>
          <input id="report-from" type="date" {...register('from')} {...described('from')} data-testid="report-from" />
          {error('from')}
        </div>
        <div className={styles.field}>
          <label htmlFor="report-to">{t('to')}</label>
          <input id="report-to" type="date" {...register('to')} {...described('to')} data-testid="report-to" />
          {error('to')}
        </div>
        <div className={styles.field}>
          <label htmlFor="report-query">{kind === 'b2c' ? t('queryB2c') : t('queryBbc')}</label>
          <input id="report-query" type="search" maxLength={60} {...register('query')} {...described('query')} data-testid="report-query" />
          {error('query')}
        </div>
        {kind === 'bbc' ? (
          <div className={styles.field}>
            <label htmlFor="report-status">{t('status')}</label>
            <select id="report-status" {...register('status', { setValueAs: (v: string) => v || undefined })} data-testid="report-status">
              <option value="">{t('allStatuses')}</option>
              {BBC_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ts(status)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="button" data-testid="report-search">
            {t('search')}
          </button>
          <button type="reset" className="button button--secondary" data-testid="report-reset">
            {t('reset')}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
