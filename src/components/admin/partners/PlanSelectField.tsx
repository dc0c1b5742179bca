'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useId, useState } from 'react'

import { adminText } from '@/cms/adminText'

type Plan = { id?: string | null; days: number; dataAllowance: string; priceTwd: number }

/**
 * A serial number's plan, chosen from the plans of the product picked above it (the stored value is the plan's
 * id, as the redemption reads it). Before, staff typed a raw plan id. A stored id that is no longer among the
 * product's plans stays shown (as a plan no longer on sale) so that opening an old serial does not blank it;
 * the field's server validation refuses saving a plan of another product.
 */
export const PlanSelectField: TextFieldClientComponent = ({ path, field }) => {
  const { i18n } = useTranslation()
  const { code: contentLocale } = useLocale()
  const text = adminText(i18n.language).batch
  const id = useId()
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const product = useFormFields(([fields]) => fields.product?.value) as number | { id: number } | null | undefined
  const productId = typeof product === 'object' && product ? product.id : product
  const [loaded, setLoaded] = useState<{ productId: unknown; plans: Plan[] } | null>(null)
  const plans = productId && loaded?.productId === productId ? loaded.plans : null

  useEffect(() => {
    if (!productId) return
    const controller = new AbortController()
    fetch(`/api/products/${productId}?depth=0&locale=${encodeURIComponent(contentLocale)}&select[plans]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { plans: [] }))
      .then((doc: { plans?: Plan[] }) => setLoaded({ productId, plans: doc.plans ?? [] }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [productId, contentLocale])

  const known = (plans ?? []).filter((plan): plan is Plan & { id: string } => Boolean(plan.id))
  const stale = value && plans && !known.some((plan) => plan.id === value)
  return (
    <div className="field-type select" data-testid="serial-plan-field" style={mergeFieldStyles(field)}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <select
        id={id}
        value={value ?? ''}
        disabled={!productId || plans === null}
        required={field.required}
        aria-invalid={showError || undefined}
        onChange={(event) => setValue(event.target.value)}
        style={{ width: '100%', minHeight: 40, padding: '0 0.75rem', borderRadius: 'var(--style-radius-s)', border: '1px solid var(--theme-elevation-150)', background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }}
      >
        <option value="">{productId ? text.choose : text.chooseProductFirst}</option>
        {known.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {text.planLabel(plan.days, plan.dataAllowance, plan.priceTwd)}
          </option>
        ))}
        {stale ? <option value={value}>{text.planGone(value)}</option> : null}
      </select>
      {showError ? <FieldError path={path} message={errorMessage} showError /> : null}
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
