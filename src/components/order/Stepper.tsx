'use client'

import { useTranslations } from 'next-intl'

import styles from './OrderForm.module.css'
import { STEPS } from './steps'

/** The four steps as a progress list: finished steps can be reopened, the current one is marked for screen readers. */
export function Stepper({ current, onGo }: { current: number; onGo: (step: number) => void }) {
  const t = useTranslations('orderForm')
  return (
    <nav aria-label={t('progressLabel')} className={styles.stepperNav}>
      <ol className={styles.stepper}>
        {STEPS.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo'
          const content = (
            <>
              <span className={styles.stepDot} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.stepLabel}>{t(`steps.${name}`)}</span>
              {state === 'done' ? <span className="visually-hidden"> ({t('stepDone')})</span> : null}
            </>
          )
          return (
            <li key={name} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <button type="button" className={styles.stepButton} onClick={() => onGo(index)}>
                  {content}
                </button>
              ) : (
                <span className={styles.stepButton}>{content}</span>
              )}
            </li>
          )
        })}
      </ol>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={current + 1}
        aria-valuetext={t('stepOf', { current: current + 1, total: STEPS.length })}
      >
        <span style={{ width: `${((current + 1) / STEPS.length) * 100}%` }} />
      </div>
    </nav>
  )
}
