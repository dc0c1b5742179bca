'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode, Ref } from 'react'

import { ErrorSummary } from './ErrorSummary'
import styles from './OrderForm.module.css'
import { STEPS, type StepName } from './steps'

type Props = {
  name: StepName
  index: number
  open: boolean
  title: string
  lead: string
  headingRef: Ref<HTMLHeadingElement>
  /** The fields whose errors the summary lists, or null while it is not shown. */
  summaryFields: readonly string[] | null
  alert: string | null
  children: ReactNode
  actions: ReactNode
}

/** One step of the order form: its numbered heading and lead, the error summary and alert, its fields, its buttons. */
export function StepPanel({ name, index, open, title, lead, headingRef, summaryFields, alert, children, actions }: Props) {
  const t = useTranslations('orderForm')
  return (
    <section hidden={!open} aria-labelledby={`order-step-${name}`} className={styles.panel} data-testid={`step-${name}`}>
      <h2 id={`order-step-${name}`} className={styles.stepTitle} tabIndex={-1} ref={headingRef}>
        <span className={styles.stepNumber}>{t('stepOf', { current: index + 1, total: STEPS.length })}</span>
        {title}
      </h2>
      <p className={styles.stepLead}>{lead}</p>

      {open && summaryFields ? <ErrorSummary fields={summaryFields} /> : null}
      {open && alert ? (
        <div className={styles.alert} role="alert">
          <p>{alert}</p>
        </div>
      ) : null}

      {children}
      {actions}
    </section>
  )
}

type ActionsProps = {
  index: number
  /** The next step, or null on the step that places the order. */
  next: StepName | null
  checking: boolean
  placing: boolean
  canPlace: boolean
  onBack: () => void
  /** The last step's button says what it does (place the order, or redeem a serial number). */
  placeLabel?: { idle: string; busy: string }
}

/** Back and Continue, or on the last step Back and "Place order" (kept off until the server's totals are shown). */
export function StepActions({ index, next, checking, placing, canPlace, onBack, placeLabel }: ActionsProps) {
  const t = useTranslations('orderForm')
  if (next)
    return (
      <div className={styles.actions}>
        {index > 0 ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={`button ${styles.continue}`} disabled={checking} aria-busy={checking} data-testid="continue">
          {checking ? t('checking') : t('continueTo', { step: t(`steps.${next}`) })}
        </button>
      </div>
    )
  return (
    <div className={styles.actions}>
      <button type="button" className="button button--secondary" onClick={onBack} disabled={placing}>
        {t('back')}
      </button>
      <button
        type="submit"
        className={`button ${styles.continue} ${styles.placeButton}`}
        disabled={placing || !canPlace}
        aria-busy={placing}
        data-testid="place-order"
      >
        {placing ? (placeLabel?.busy ?? t('confirm.placing')) : (placeLabel?.idle ?? t('confirm.placeOrder'))}
      </button>
    </div>
  )
}
