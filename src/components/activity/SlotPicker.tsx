'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import useSWR from 'swr'

import { useLoading } from '@/components/ui/LoadingOverlay'
import { inWindow, VISIT_HORIZON_DAYS, visitWindow } from '@/domain/bookingWindow'
import { addDays } from '@/domain/dates'
import { formatCalendarDate } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'
import { useRouter } from '@/i18n/navigation'
import { useScriptGate } from '@/lib/useHydrated'
import { useTaipeiToday } from '@/lib/useTaipeiToday'
import type { SlotView } from '@/lib/views/catalog'

import styles from './SlotPicker.module.css'

/** Seats change with every booking: refresh the open date's slots this often. */
const REFRESH_MS = 30_000
/** At or below this many seats a slot says "only n left". */
const FEW_LEFT = 5

/**
 * Observation-deck visit date and time slot, with live remaining seats from POST /api/activitySlots.
 * Sold-out slots stay visible but disabled and labelled; "Book" carries the choice to the order form.
 */
export function SlotPicker({ activityId, activityName }: { activityId: number; activityName: string }) {
  const gate = useScriptGate()
  const t = useTranslations('activities')
  const locale = useLocale() as Locale
  const router = useRouter()
  const { setLoading } = useLoading()
  const id = useId()
  const today = useTaipeiToday()
  // The dates the server sells (POST /api/activitySlots and the order refuse any other).
  const visitDates = today ? visitWindow(today) : null
  const [chosenDate, setChosenDate] = useState('')
  const visitDate = chosenDate || today || ''
  const outOfWindow = Boolean(visitDate && visitDates && !inWindow(visitDate, visitDates))
  const [selected, setSelected] = useState<{ date: string; time: string } | null>(null)
  const [error, setError] = useState('')

  const {
    data,
    error: loadError,
    isLoading,
    mutate,
  } = useSWR<{ list: SlotView[] }>(visitDate && !outOfWindow ? ['/api/activitySlots', { activityId, visitDate }] : null, {
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: true,
  })
  const slots = data?.list ?? []
  // Late in the day today has no slot left to book (those that started are not offered): unless the visitor chose a
  // date, the picker moves on to tomorrow and says why, instead of opening on "no time slots on this date".
  const [movedToTomorrow, setMovedToTomorrow] = useState(false)
  if (!chosenDate && today && visitDates && visitDate === today && data && data.list.length === 0) {
    const tomorrow = addDays(today, 1)
    if (inWindow(tomorrow, visitDates)) {
      setChosenDate(tomorrow)
      setMovedToTomorrow(true)
    }
  }
  // A slot chosen for another date, or one that has since sold out, is no longer a choice.
  const time =
    selected && selected.date === visitDate && slots.some((s) => s.time === selected.time && s.remaining > 0) ? selected.time : ''

  function book() {
    if (!visitDate || outOfWindow || !time) {
      setError(t('chooseSlotError'))
      return
    }
    setLoading(true)
    router.push({ pathname: '/bookNow/order', query: { activity: String(activityId), visitDate, slot: time } })
  }

  return (
    <div
      className={styles.picker}
      data-testid="slot-picker"
      aria-label={t('slotPickerLabel', { name: activityName })}
      role="group"
    >
      <div className="field">
        <label htmlFor={`${id}-date`}>{t('visitDate')}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={visitDate}
          min={visitDates?.firstDate}
          max={visitDates?.lastDate}
          onChange={(event) => {
            setChosenDate(event.target.value)
            setMovedToTomorrow(false)
            setError('')
          }}
          aria-invalid={outOfWindow || undefined}
          aria-describedby={`${id}-date-hint`}
          data-testid="visit-date"
          {...gate}
        />
        {outOfWindow ? (
          <p id={`${id}-date-hint`} className="field-error" role="alert" data-testid="visit-date-error">
            {t('visitDateRange', { days: VISIT_HORIZON_DAYS })}
          </p>
        ) : (
          <p id={`${id}-date-hint`} className={styles.hint}>
            {movedToTomorrow ? (
              <span className={styles.moved} role="status" data-testid="today-over">
                {t('todayOver')}
              </span>
            ) : null}
            {t('visitDateRange', { days: VISIT_HORIZON_DAYS })}
          </p>
        )}
      </div>

      <div className={styles.slotsHead}>
        <span className={styles.slotsTitle} id={`${id}-slots`}>
          {t('timeSlots')}
        </span>
        <span className={styles.live}>
          <span className={styles.dot} aria-hidden="true" /> {t('live')}
        </span>
      </div>

      <div aria-live="polite" aria-busy={isLoading}>
        {!visitDate || outOfWindow ? (
          <p className={styles.message}>{t('chooseDateFirst')}</p>
        ) : isLoading ? (
          <div className={styles.skeletons} role="status" data-testid="slots-loading">
            <span className="visually-hidden">{t('loadingSlots')}</span>
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <span key={n} className={styles.skeleton} aria-hidden="true" />
            ))}
          </div>
        ) : loadError ? (
          <div className={styles.message}>
            <p>{t('slotsFailed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void mutate()}>
              {t('retry')}
            </button>
          </div>
        ) : slots.length ? (
          <div role="group" aria-labelledby={`${id}-slots`} className={styles.slots}>
            {slots.map((slot) => {
              const soldOut = slot.remaining <= 0
              const chosen = slot.time === time
              return (
                <button
                  key={slot.time}
                  type="button"
                  className={styles.slot}
                  aria-pressed={chosen}
                  disabled={soldOut}
                  onClick={() => {
                    setSelected({ date: visitDate, time: slot.time })
                    setError('')
                  }}
                  data-testid="slot-button"
                  data-time={slot.time}
                  data-remaining={slot.remaining}
                >
                  <span className={styles.slotTime}>{slot.time}</span>
                  <span className={soldOut ? styles.soldOut : slot.remaining <= FEW_LEFT ? styles.few : styles.left}>
                    {soldOut
                      ? t('soldOut')
                      : slot.remaining <= FEW_LEFT
                        ? t('fewLeft', { count: slot.remaining })
                        : t('remaining', { count: slot.remaining })}
                  </span>
                </button>
              )
            })}
          </div>
        ) : (
          <p className={styles.message} data-testid="slots-empty">
            {t('noSlots')}
          </p>
        )}
      </div>

      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={`button ${styles.book}`} onClick={book} data-testid="activity-book" {...gate}>
        {time ? t('bookSlot', { date: formatCalendarDate(visitDate, locale, 'trip'), time }) : t('book')}
      </button>
    </div>
  )
}
