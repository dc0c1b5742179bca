'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useApi } from '@/components/providers/ApiProvider'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { MAX_QUANTITY } from '@/domain/pricing'
import { ApiRequestError } from '@/lib/api-client'
import { checkNumberSchema } from '@/lib/schemas/redemption'
import { useFieldError } from '@/lib/useFieldError'
import type { SerialView } from '@/lib/views/redemption'

import styles from './Redeem.module.css'

type Input = z.input<typeof checkNumberSchema>
type Output = z.output<typeof checkNumberSchema>

/**
 * Step 1 of /bookNow/exchange: the serial number and the cards wanted, checked by /api/checkNumber. Its
 * refusals (unknown, used, expired, not yet valid, too many cards, wait after too many unknown numbers)
 * are shown under the number, in the visitor's language as the server words them.
 */
export function SerialCheck({ onChecked, initial }: { onChecked: (serial: SerialView, quantity: number) => void; initial?: { serialNumber: string; quantity: number } }) {
  const t = useTranslations('exchange')
  const fieldError = useFieldError()
  const post = useApi()
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(checkNumberSchema),
    defaultValues: initial ?? { serialNumber: '', quantity: 1 },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    try {
      const serial = await post<SerialView>('/api/checkNumber', values, { quiet: true })
      onChecked(serial, values.quantity ?? 1)
    } catch (failure) {
      const message = failure instanceof ApiRequestError || failure instanceof Error ? failure.message : ''
      setError('serialNumber', { type: 'server', message }, { shouldFocus: true })
    }
  })

  const serialError = errors.serialNumber
  const quantityError = errors.quantity
  const text = (error: typeof serialError) => (error?.type === 'server' ? (error.message ?? '') : fieldError(error?.message))

  return (
    <ScriptedForm onSubmit={onSubmit} noValidate className={styles.check} data-testid="serial-check">
      <div className={`field ${styles.serialField}`}>
        <label htmlFor="serial-number">{t('serialLabel')}</label>
        <input
          id="serial-number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          className={styles.serialInput}
          aria-invalid={Boolean(serialError)}
          aria-describedby={`serial-number-hint${serialError ? ' serial-number-error' : ''}`}
          {...register('serialNumber')}
        />
        <p id="serial-number-hint" className={styles.hint}>
          {t('serialHint')}
        </p>
        {serialError ? (
          <p id="serial-number-error" className="field-error" role="alert" data-testid="serial-error">
            <span aria-hidden="true">⚠ </span>
            {text(serialError)}
          </p>
        ) : null}
      </div>
      <div className={`field ${styles.quantityField}`}>
        <label htmlFor="serial-quantity">{t('quantityLabel')}</label>
        <input
          id="serial-quantity"
          type="number"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          inputMode="numeric"
          aria-invalid={Boolean(quantityError)}
          aria-describedby={quantityError ? 'serial-quantity-error' : undefined}
          {...register('quantity', { valueAsNumber: true })}
        />
        {quantityError ? (
          <p id="serial-quantity-error" className="field-error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {text(quantityError)}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`button ${styles.checkButton}`} disabled={isSubmitting} aria-busy={isSubmitting} data-testid="check-serial">
        {isSubmitting ? t('checking') : t('check')}
      </button>
    </ScriptedForm>
  )
}
