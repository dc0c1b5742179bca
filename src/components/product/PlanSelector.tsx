'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'

import { PRODUCT_OBJ_KEY, readStorage, writeStorage } from '@/components/order/storage'
import { FieldError } from '@/components/ui/FieldError'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { inWindow, pickupWindow } from '@/domain/bookingWindow'
import { isAfterNow, taipeiNow } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import { airportWithCode, withAside, counterLabel, pickupTimes } from '@/domain/pickup'
import { useTaipeiToday } from '@/lib/useTaipeiToday'
import type { CounterView } from '@/lib/views/catalog'

import styles from './PlanSelector.module.css'

export type PlanOption = {
  id: string
  days: number
  dataAllowance: string
  note: string | null
  priceTwd: number
  /** The plan's price, rendered on the server in the visitor's currency. */
  price: ReactNode
  /** "5 days" and "5 days · 10 GB", worded on the server. */
  label: string
  summary: string
}

/** A counter with its opening hours worded on the server ("Open 09:00–21:00"). */
export type PickupCounter = CounterView & { hours: string }
export type PickupAirport = { id: number; name: string; code: string; counters: PickupCounter[] }

/**
 * The selector's words, from the `product` messages, worded on the server (the product page): the page
 * then needs no next-intl in the browser, whose message formatter alone is ~12 KB gzip.
 */
export type PlanSelectorText = {
  choosePlan: string
  specification: string
  pickupLocation: string
  chooseLocation: string
  pickupDate: string
  dateHint: string
  pickupTime: string
  chooseTime: string
  timeHint: string
  noTimesLeft: string
  chooseLocationFirst: string
  noPickupLocations: string
  esimDelivery: string
  bookNow: string
  errors: { plan: string; location: string; date: string; dateRange: string; time: string; timeRange: string }
}

type Field = 'plan' | 'location' | 'date' | 'time'
type Errors = Partial<Record<Field, string>>

type Choice = { planId: string; location: string; date: string; time: string }
type Props = Omit<Parameters<typeof PlanSelectorForm>[0], 'initial'>

const choiceKey = (productId: number) => `plan-choice:${productId}`
const noSubscribe = () => () => undefined

/** A choice kept in this tab, if `raw` is one (anything else reads as none). */
function parseChoice(raw: string | null): Choice | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<Choice>) : null
    if (!value || typeof value !== 'object') return null
    const { planId, location, date, time } = value
    return [planId, location, date, time].every((v) => typeof v === 'string') ? (value as Choice) : null
  } catch {
    return null
  }
}

/**
 * The choice survives a currency or language switch (a reload) in this tab, as the order form's draft does: the
 * server renders the defaults, and once hydrated the form starts again from the kept choice (a new key).
 */
export function PlanSelector(props: Props) {
  const raw = useSyncExternalStore(noSubscribe, () => readStorage('session', choiceKey(props.productId)), () => null)
  return <PlanSelectorForm key={raw === null ? 'default' : 'kept'} {...props} initial={parseChoice(raw)} />
}

/**
 * Plan selection on the product page (spec §2): specification, and for physical cards the pickup
 * location (this product's airports → their counters), date and time. "Book now" keeps the choice in
 * localStorage and opens the order form (`orderPath`, /bookNow/order in the page's language) with it in the query.
 */
function PlanSelectorForm({
  initial,
  productId,
  productName,
  cardType,
  plans,
  airports,
  text,
  orderPath,
  locale,
}: {
  productId: number
  productName: string
  cardType: 'physical' | 'esim'
  plans: PlanOption[]
  airports: PickupAirport[]
  text: PlanSelectorText
  orderPath: string
  /** The page's language (how the airports' codes are written). */
  locale: Locale
  /** The choice kept in this tab before a reload (a currency or language switch), if any. */
  initial: Choice | null
}) {
  const router = useRouter()
  const { setLoading } = useLoading()
  const id = useId()
  // Known only in the browser: the page itself is cached and may be older than today.
  const today = useTaipeiToday()
  const pickupDates = today ? pickupWindow(today) : null

  const [planId, setPlanId] = useState(initial && plans.some((p) => p.id === initial.planId) ? initial.planId : (plans[0]?.id ?? ''))
  const [location, setLocation] = useState(
    initial && airports.some((a) => a.counters.some((c) => `${a.id}|${c.id}` === initial.location)) ? initial.location : '',
  )
  const [date, setDate] = useState(initial?.date ?? '')
  const [time, setTime] = useState(initial?.time ?? '')
  const [errors, setErrors] = useState<Errors>({})
  // Kept once the visitor changed something: the defaults of the first render after a reload must not overwrite the
  // choice kept before it (this write runs before PlanSelector reads the storage again and starts the form anew).
  const choice = JSON.stringify({ planId, location, date, time })
  const [started] = useState(choice)
  useEffect(() => {
    if (choice !== started) writeStorage('session', choiceKey(productId), choice)
  }, [productId, choice, started])

  const plan = plans.find((p) => p.id === planId)
  const physical = cardType === 'physical'
  const [airportId, counterId] = location ? location.split('|') : []
  const airport = airports.find((a) => String(a.id) === airportId)
  const counter = airport?.counters.find((c) => c.id === counterId)
  // The counter's times the server accepts, without those already past today.
  const now = date && date === today ? taipeiNow() : null
  const times = counter ? pickupTimes(counter.opensAt, counter.closesAt).filter((slot) => !now || isAfterNow(date, slot, now)) : []

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }))

  function validate(): Errors {
    const found: Errors = {}
    if (!plan) found.plan = text.errors.plan
    if (physical) {
      if (!counter) found.location = text.errors.location
      if (!date) found.date = text.errors.date
      else if (pickupDates && !inWindow(date, pickupDates)) found.date = text.errors.dateRange
      if (!time) found.time = text.errors.time
      else if (counter && !times.includes(time)) found.time = text.errors.timeRange
    }
    return found
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    const first = (['plan', 'location', 'date', 'time'] as const).find((field) => found[field])
    if (first) {
      // Focus the first field in error (for the plan group: its checked or first radio).
      const target = document.getElementById(`${id}-${first}`)
      const focusable = first === 'plan' ? target?.querySelector<HTMLInputElement>('input:checked, input') : target
      focusable?.focus()
      return
    }
    if (!plan) return
    const query: Record<string, string> = { product: String(productId), plan: plan.id }
    // counter is beyond the spec's query, for the order form to preselect the desk.
    if (physical && airport && counter) Object.assign(query, { airport: String(airport.id), date, time, counter: counter.id })
    try {
      window.localStorage.setItem(
        PRODUCT_OBJ_KEY,
        JSON.stringify({
          productId,
          productName,
          cardType,
          planId: plan.id,
          days: plan.days,
          dataAllowance: plan.dataAllowance,
          priceTwd: plan.priceTwd,
          ...(physical && airport && counter
            ? {
                airportId: airport.id,
                airportName: airport.name,
                counterId: counter.id,
                counterName: counterLabel(counter),
                pickupDate: date,
                pickupTime: time,
              }
            : {}),
          savedAt: new Date().toISOString(),
        }),
      )
    } catch {
      // Private mode or a full storage: the query string still carries the choice.
    }
    setLoading(true)
    router.push(`${orderPath}?${new URLSearchParams(query)}`)
  }

  const describedBy = (field: Field, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined

  // Announced as it appears (an always-present live region) and tied to its field by aria-describedby.
  const error = (field: Field) => (
    <FieldError id={`${id}-${field}-error`} testId={`error-${field}`}>
      {errors[field]}
    </FieldError>
  )

  return (
    <ScriptedForm className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="plan-selector">
      <h2 id={`${id}-title`} className={styles.title}>
        {text.choosePlan}
      </h2>

      <fieldset
        id={`${id}-plan`}
        className={styles.fieldset}
        aria-describedby={describedBy('plan')}
        aria-invalid={errors.plan ? true : undefined}
      >
        <legend className={styles.legend}>{text.specification}</legend>
        <div className={styles.plans}>
          {plans.map((option) => (
            <label key={option.id} className={styles.plan} data-testid="plan-option" data-plan-id={option.id}>
              <input
                type="radio"
                name={`${id}-plan`}
                value={option.id}
                checked={option.id === planId}
                onChange={() => {
                  setPlanId(option.id)
                  clear('plan')
                }}
                className={styles.radio}
              />
              <span className={styles.planMain}>
                <span className={styles.days}>{option.label}</span>
                <span className={styles.data}>{option.dataAllowance}</span>
                {option.note ? <span className={styles.note}>{option.note}</span> : null}
              </span>
              <span className={styles.planPrice}>{option.price}</span>
            </label>
          ))}
        </div>
        {error('plan')}
      </fieldset>

      {physical ? (
        airports.length ? (
          <div className={styles.pickup}>
            <div className="field">
              <label htmlFor={`${id}-location`}>{text.pickupLocation}</label>
              <select
                id={`${id}-location`}
                value={location}
                onChange={(event) => {
                  setLocation(event.target.value)
                  setTime('')
                  clear('location')
                }}
                aria-invalid={errors.location ? true : undefined}
                aria-describedby={describedBy('location', counter ? `${id}-counter` : undefined)}
                data-testid="pickup-location"
              >
                <option value="">{text.chooseLocation}</option>
                {airports.map((a) => (
                  <optgroup key={a.id} label={airportWithCode(locale, a.name, a.code)}>
                    {a.counters.map((c) => (
                      <option key={c.id} value={`${a.id}|${c.id}`}>
                        {withAside(locale, counterLabel(c), c.hours)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {error('location')}
              {counter && airport ? (
                <p id={`${id}-counter`} className={styles.counterInfo}>
                  {[counter.location, counter.hours, counter.notes]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
            </div>
            <div className={styles.row}>
              <div className="field">
                <label htmlFor={`${id}-date`}>{text.pickupDate}</label>
                <input
                  id={`${id}-date`}
                  type="date"
                  value={date}
                  min={pickupDates?.firstDate}
                  max={pickupDates?.lastDate}
                  onChange={(event) => {
                    setDate(event.target.value)
                    clear('date')
                  }}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={describedBy('date', `${id}-date-hint`)}
                  data-testid="pickup-date"
                />
                <p id={`${id}-date-hint`} className={styles.hint}>
                  {text.dateHint}
                </p>
                {error('date')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-time`}>{text.pickupTime}</label>
                <select
                  id={`${id}-time`}
                  value={time}
                  onChange={(event) => {
                    setTime(event.target.value)
                    clear('time')
                  }}
                  disabled={!counter}
                  aria-invalid={errors.time ? true : undefined}
                  aria-describedby={describedBy('time', `${id}-time-hint`)}
                  data-testid="pickup-time"
                >
                  <option value="">{text.chooseTime}</option>
                  {times.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </select>
                <p id={`${id}-time-hint`} className={styles.hint}>
                  {counter ? (times.length ? text.timeHint : text.noTimesLeft) : text.chooseLocationFirst}
                </p>
                {error('time')}
              </div>
            </div>
          </div>
        ) : (
          <p className={styles.notice} role="note">
            {text.noPickupLocations}
          </p>
        )
      ) : (
        <p className={styles.notice} role="note">
          {text.esimDelivery}
        </p>
      )}

      <div className={styles.summary}>
        <div className={styles.total}>
          <span className={styles.totalLabel}>
            {plan ? plan.summary : text.specification}
          </span>
          {plan ? plan.price : null}
        </div>
        <button type="submit" className={`button ${styles.book}`} data-testid="book-now">
          {text.bookNow}
        </button>
      </div>
    </ScriptedForm>
  )
}
