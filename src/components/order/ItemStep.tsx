'use client'

import { useLocale, useMessages, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { LazyCompatibilityChecker } from '@/components/esim/LazyCompatibilityChecker'
import { formatCalendarDate } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'
import { airportWithCode, counterLabel, isOpenAllDay } from '@/domain/pickup'
import { MAX_QUANTITY } from '@/domain/pricing'
import type { DeviceView } from '@/lib/views/catalog'

import { ClientPrice } from './ClientPrice'
import { FieldMessage, fieldId, hintId, useFieldAria } from './fields'
import { availablePickupTimes, isPastSlot } from './itemRules'
import styles from './OrderForm.module.css'
import { PRODUCT_OBJ_KEY, readStorage } from './storage'
import type { ActivityBookInfo, OrderFormInput, PickupInfo, ProductBookInfo, Slot, TaipeiNow } from './types'
import type { SlotsState } from './useSlots'

type Props = {
  info: ProductBookInfo | ActivityBookInfo
  now: TaipeiNow
  /** The observation deck's seats on the chosen date (loaded by the form, whose rules read them too). */
  slots: SlotsState
  /** The compatibility checker's phones, shown for an eSIM before it is bought. */
  devices: DeviceView[]
  /** A serial number's redemption: nothing is paid, so the plan shows no price. */
  redeemed?: boolean
}

/** Step 1: the plan and airport pickup of a SIM/eSIM, the fare of the rail ticket, or the visit of the observation deck. */
export function ItemStep({ info, now, slots, devices, redeemed = false }: Props) {
  const t = useTranslations('orderForm')
  const esimText = useMessages().esimCheck
  useSavedPickupChoice(info)
  return (
    <>
      <p className={styles.itemName} data-testid="order-item-name">
        {info.name}
        {info.kind === 'product' ? <span className={styles.badge}>{t(`cardTypes.${info.cardType}`)}</span> : null}
      </p>
      <div className={styles.stack}>
        {info.kind === 'product' ? (
          <>
            <PlanField info={info} redeemed={redeemed} />
            {info.pickup ? <PickupFields pickup={info.pickup} now={now} /> : <EsimNote redeemed={redeemed} />}
            {info.cardType === 'esim' && devices.length ? <LazyCompatibilityChecker devices={devices} context="order" text={esimText} /> : null}
          </>
        ) : info.kind === 'rail' ? (
          <TripField info={info} />
        ) : (
          <VisitFields info={info} now={now} slots={slots} />
        )}
        <QuantityField max={info.maxQuantity} />
      </div>
    </>
  )
}

/** The product page keeps its choice in localStorage (spec §3); it fills the pickup the query left out. */
function useSavedPickupChoice(info: ProductBookInfo | ActivityBookInfo) {
  const { getValues, setValue } = useFormContext<OrderFormInput>()
  useEffect(() => {
    if (info.kind !== 'product' || !info.pickup) return
    const raw = readStorage('local', PRODUCT_OBJ_KEY)
    if (!raw) return
    try {
      const saved = JSON.parse(raw) as Record<string, unknown>
      if (saved.productId !== info.id) return
      const airport = info.pickup.airports.find((a) => a.id === (getValues('item.pickup.airportId') ?? saved.airportId))
      if (!airport) return
      if (getValues('item.pickup.airportId') === undefined) setValue('item.pickup.airportId', airport.id)
      if (!getValues('item.pickup.counterId') && airport.counters.some((c) => c.id === saved.counterId))
        setValue('item.pickup.counterId', saved.counterId as string)
    } catch {
      // A malformed saved choice is ignored.
    }
  }, [info, getValues, setValue])
}

function PlanField({ info, redeemed }: { info: ProductBookInfo; redeemed: boolean }) {
  const t = useTranslations('orderForm')
  const { register } = useFormContext<OrderFormInput>()
  const aria = useFieldAria('item.planId')
  const chosen = useWatch<OrderFormInput>({ name: 'item.planId' }) as string | undefined
  return (
    <fieldset className={styles.group} id={fieldId('item.planId')} tabIndex={-1}>
      <legend className={styles.legend}>{t('fields.planId')}</legend>
      <div className={`${styles.tiles} ${styles.tilesCompact}`}>
        {info.plans.map((plan) => (
          <label key={plan.id} className={styles.tile} data-testid="plan-option">
            <input
              type="radio"
              value={plan.id}
              defaultChecked={chosen === plan.id}
              className={styles.tileInput}
              {...aria}
              {...register('item.planId')}
            />
            <span className={styles.tileBody}>
              <span className={styles.tileTitle}>{t('planDays', { days: plan.days })}</span>
              <span className={styles.tileText}>{plan.dataAllowance}</span>
              {redeemed ? <span className={styles.tileText} data-testid="plan-covered">{t('planCovered')}</span> : <ClientPrice price={plan.price} />}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage name="item.planId" />
    </fieldset>
  )
}

function EsimNote({ redeemed }: { redeemed: boolean }) {
  const t = useTranslations('orderForm')
  return (
    <p className={styles.note} data-testid="esim-note">
      {/* A redemption pays nothing: its codes go out as it is redeemed, not "after payment". */}
      {t(redeemed ? 'esimDeliveryRedeemed' : 'esimDelivery')}
    </p>
  )
}

function PickupFields({ pickup, now }: { pickup: PickupInfo; now: TaipeiNow }) {
  const t = useTranslations('orderForm')
  const locale = useLocale() as Locale
  const { register, setValue, getValues } = useFormContext<OrderFormInput>()
  const airportId = useWatch<OrderFormInput>({ name: 'item.pickup.airportId' }) as number | undefined
  const counterId = useWatch<OrderFormInput>({ name: 'item.pickup.counterId' }) as string | undefined
  const date = useWatch<OrderFormInput>({ name: 'item.pickup.date' }) as string | undefined
  const time = useWatch<OrderFormInput>({ name: 'item.pickup.time' }) as string | undefined
  const airport = pickup.airports.find((a) => a.id === airportId)
  const counter = airport?.counters.find((c) => c.id === counterId)
  const times = availablePickupTimes(counter, date, now)
  const airportAria = useFieldAria('item.pickup.airportId')
  const counterAria = useFieldAria('item.pickup.counterId')
  const dateAria = useFieldAria('item.pickup.date', { hint: true })
  const timeAria = useFieldAria('item.pickup.time', { hint: true })
  const lastDate = formatCalendarDate(pickup.lastDate, locale, 'medium')

  /** A time that the new counter or date no longer offers is cleared, never silently kept. */
  const keepTimeIfOffered = (nextCounterId: string | undefined, nextDate: string | undefined) => {
    const nextCounter = pickup.airports.flatMap((a) => a.counters).find((c) => c.id === nextCounterId)
    const current = getValues('item.pickup.time') as string | undefined
    if (current && !availablePickupTimes(nextCounter, nextDate, now).includes(current)) setValue('item.pickup.time', '')
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('pickupHeading')}</legend>
      <p className={styles.hint}>{t('pickupHint')}</p>

      <div className="field">
        <label htmlFor={fieldId('item.pickup.airportId')}>{t('fields.airportId')}</label>
        <select
          id={fieldId('item.pickup.airportId')}
          defaultValue={airportId ?? ''}
          {...airportAria}
          {...register('item.pickup.airportId', {
            setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
            onChange: (event: { target: { value: string } }) => {
              const next = pickup.airports.find((a) => String(a.id) === event.target.value)
              const only = next?.counters.length === 1 ? next.counters[0]!.id : ''
              setValue('item.pickup.counterId', only)
              keepTimeIfOffered(only, getValues('item.pickup.date') as string | undefined)
            },
          })}
        >
          <option value="">{t('chooseAirport')}</option>
          {pickup.airports.map((a) => (
            <option key={a.id} value={a.id}>
              {airportWithCode(locale, a.name, a.code)}
            </option>
          ))}
        </select>
        <FieldMessage name="item.pickup.airportId" />
      </div>

      {airport ? (
        <fieldset className={styles.group} id={fieldId('item.pickup.counterId')} tabIndex={-1}>
          <legend className={styles.subLegend}>{t('fields.counterId')}</legend>
          <div className={styles.tiles}>
            {airport.counters.map((c) => (
              <label key={c.id} className={styles.tile} data-testid="counter-option">
                <input
                  type="radio"
                  value={c.id}
                  defaultChecked={counterId === c.id}
                  className={styles.tileInput}
                  {...counterAria}
                  {...register('item.pickup.counterId', {
                    onChange: () => keepTimeIfOffered(c.id, getValues('item.pickup.date') as string | undefined),
                  })}
                />
                <span className={styles.tileBody}>
                  <span className={styles.tileTitle}>{counterLabel(c)}</span>
                  <span className={styles.tileText}>{t('counterHours', { allDay: String(isOpenAllDay(c.opensAt, c.closesAt)), opens: c.opensAt, closes: c.closesAt })}</span>
                  {c.location ? <span className={styles.tileText}>{c.location}</span> : null}
                </span>
              </label>
            ))}
          </div>
          <FieldMessage name="item.pickup.counterId" />
        </fieldset>
      ) : null}

      <div className={styles.row2}>
        <div className="field">
          <label htmlFor={fieldId('item.pickup.date')}>{t('fields.pickupDate')}</label>
          <input
            id={fieldId('item.pickup.date')}
            type="date"
            min={pickup.firstDate}
            max={pickup.lastDate}
            defaultValue={date}
            {...dateAria}
            {...register('item.pickup.date', {
              onChange: (event: { target: { value: string } }) =>
                keepTimeIfOffered(getValues('item.pickup.counterId') as string | undefined, event.target.value),
            })}
          />
          <p id={hintId('item.pickup.date')} className={styles.hint}>
            {t('pickupDateHint', { last: lastDate })}
          </p>
          <FieldMessage name="item.pickup.date" />
        </div>
        <div className="field">
          <label htmlFor={fieldId('item.pickup.time')}>{t('fields.pickupTime')}</label>
          <select
            id={fieldId('item.pickup.time')}
            {...timeAria}
            disabled={!counter}
            {...register('item.pickup.time')}
            // Controlled: the options arrive after the field is registered (when a counter is chosen).
            value={time && times.includes(time) ? time : ''}
          >
            <option value="">{counter ? t('chooseTime') : t('chooseCounterFirst')}</option>
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
          <p id={hintId('item.pickup.time')} className={styles.hint}>
            {counter && date && !times.length ? t('noTimesLeft') : t('pickupTimeHint')}
          </p>
          <FieldMessage name="item.pickup.time" />
        </div>
      </div>
    </fieldset>
  )
}

function TripField({ info }: { info: ActivityBookInfo }) {
  const t = useTranslations('orderForm')
  const { register } = useFormContext<OrderFormInput>()
  const aria = useFieldAria('item.trip')
  const chosen = useWatch<OrderFormInput>({ name: 'item.trip' }) as string | undefined
  const fares = (['oneWay', 'roundTrip'] as const).filter((fare) => info.prices[fare])
  return (
    <fieldset className={styles.group} id={fieldId('item.trip')} tabIndex={-1}>
      <legend className={styles.legend}>{t('fields.trip')}</legend>
      <div className={`${styles.tiles} ${styles.tilesCompact}`}>
        {fares.map((fare) => (
          <label key={fare} className={styles.tile} data-testid="trip-option">
            <input
              type="radio"
              value={fare}
              defaultChecked={chosen === fare}
              className={styles.tileInput}
              {...aria}
              {...register('item.trip')}
            />
            <span className={styles.tileBody}>
              <span className={styles.tileTitle}>{t(`trips.${fare}`)}</span>
              <ClientPrice price={info.prices[fare]!} />
            </span>
          </label>
        ))}
      </div>
      <FieldMessage name="item.trip" />
    </fieldset>
  )
}

function VisitFields({ info, now, slots }: { info: ActivityBookInfo; now: TaipeiNow; slots: SlotsState }) {
  const t = useTranslations('orderForm')
  const { register, setValue } = useFormContext<OrderFormInput>()
  const visitDate = useWatch<OrderFormInput>({ name: 'item.visitDate' }) as string | undefined
  const chosen = useWatch<OrderFormInput>({ name: 'item.time' }) as string | undefined
  const dateAria = useFieldAria('item.visitDate')
  const slotAria = useFieldAria('item.time')
  const visit = info.visit

  // A slot that is not offered (any more) on the chosen date is not kept as chosen.
  useEffect(() => {
    if (!chosen || !slots.loaded) return
    const slot = slots.list.find((s) => s.time === chosen)
    if (!slot || slot.remaining <= 0 || isPastSlot(visitDate, chosen, now)) setValue('item.time', '')
  }, [chosen, slots.loaded, slots.list, visitDate, now, setValue])

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('visitHeading')}</legend>
      {info.prices.ticket ? (
        <p className={styles.priceLine}>
          {t('ticketPrice')} <ClientPrice price={info.prices.ticket} />
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={fieldId('item.visitDate')}>{t('fields.visitDate')}</label>
        <input
          id={fieldId('item.visitDate')}
          type="date"
          className={styles.dateInput}
          min={visit?.firstDate}
          max={visit?.lastDate}
          defaultValue={visitDate}
          {...dateAria}
          {...register('item.visitDate', {
            onChange: (event: { target: { value: string } }) => {
              setValue('item.time', '')
              slots.showDate(event.target.value)
            },
          })}
        />
        <FieldMessage name="item.visitDate" />
      </div>

      <fieldset className={styles.group} id={fieldId('item.time')} tabIndex={-1} aria-busy={slots.isLoading}>
        <legend className={styles.subLegend}>
          {t('fields.time')}
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" /> {t('liveSeats')}
          </span>
        </legend>
        <div aria-live="polite">
          {!visitDate ? (
            <p className={styles.note}>{t('chooseDateFirst')}</p>
          ) : slots.isLoading ? (
            <div className={styles.slots} role="status">
              <span className="visually-hidden">{t('slotsLoading')}</span>
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <span key={n} className={styles.skeleton} aria-hidden="true" />
              ))}
            </div>
          ) : slots.error ? (
            <div className={styles.note}>
              <p>{t('slotsFailed')}</p>
              <button type="button" className="button button--secondary" onClick={slots.retry}>
                {t('retry')}
              </button>
            </div>
          ) : slots.list.length ? (
            <div className={styles.slots}>
              {slots.list.map((slot: Slot) => {
                const past = isPastSlot(visitDate, slot.time, now)
                const soldOut = slot.remaining <= 0
                return (
                  <label
                    key={slot.time}
                    className={`${styles.slot} ${chosen === slot.time ? styles.slotChosen : ''}`}
                    data-testid="slot-option"
                    data-time={slot.time}
                    data-remaining={slot.remaining}
                  >
                    <input
                      type="radio"
                      value={slot.time}
                      disabled={soldOut || past}
                      defaultChecked={chosen === slot.time}
                      className={styles.tileInput}
                      {...slotAria}
                      {...register('item.time')}
                    />
                    <span className={styles.slotTime}>{slot.time}</span>
                    <span className={soldOut || past ? styles.slotOut : slot.remaining <= 5 ? styles.slotFew : styles.slotLeft}>
                      {past ? t('slotPast') : soldOut ? t('soldOut') : t('seatsLeft', { count: slot.remaining })}
                    </span>
                  </label>
                )
              })}
            </div>
          ) : (
            <p className={styles.note}>{t('noSlots')}</p>
          )}
        </div>
        <FieldMessage name="item.time" />
      </fieldset>
    </fieldset>
  )
}

/** `max`: the item's own limit, below the shop's MAX_QUANTITY only for a serial number's cards. */
function QuantityField({ max }: { max: number }) {
  const t = useTranslations('orderForm')
  const { register, setValue } = useFormContext<OrderFormInput>()
  const quantity = Number(useWatch<OrderFormInput>({ name: 'item.quantity' }))
  const aria = useFieldAria('item.quantity', { hint: true })
  const set = (next: number) =>
    setValue('item.quantity', Math.min(max, Math.max(1, next)), { shouldValidate: true, shouldDirty: true })
  return (
    <div className="field">
      <label htmlFor={fieldId('item.quantity')}>{t('fields.quantity')}</label>
      <div className={styles.quantity}>
        <button
          type="button"
          className={styles.qtyButton}
          onClick={() => set((Number.isFinite(quantity) ? quantity : 1) - 1)}
          disabled={quantity <= 1}
          aria-label={t('decrease')}
          aria-controls={fieldId('item.quantity')}
        >
          −
        </button>
        <input
          id={fieldId('item.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          defaultValue={Number.isFinite(quantity) ? quantity : 1}
          className={styles.qtyInput}
          {...aria}
          {...register('item.quantity', { valueAsNumber: true })}
        />
        <button
          type="button"
          className={styles.qtyButton}
          onClick={() => set((Number.isFinite(quantity) ? quantity : 0) + 1)}
          disabled={quantity >= max}
          aria-label={t('increase')}
          aria-controls={fieldId('item.quantity')}
        >
          +
        </button>
      </div>
      <p id={hintId('item.quantity')} className={styles.hint}>
        {max < MAX_QUANTITY ? t('quantityHintSerial', { max }) : t('quantityHint', { max })}
      </p>
      <FieldMessage name="item.quantity" />
    </div>
  )
}
