'use client'

import { useLocale, useTranslations } from 'next-intl'

import { formatCalendarDate } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'
import { counterLabel } from '@/domain/pickup'

import type { ActivityBookInfo, ProductBookInfo } from './types'


export type Fact = { key: string; label: string; value: string }

/** A Taipei calendar date in the visitor's language, e.g. "Tue, 12 May 2026" (src/domain/dateDisplay.ts). */
export function useDateLabel() {
  const locale = useLocale() as Locale
  // `weekday: false`: a date that is not a day of the trip (a birth date) reads without its weekday.
  return (iso: string, { weekday = true }: { weekday?: boolean } = {}) => formatCalendarDate(iso, locale, weekday ? 'trip' : 'medium')
}

type ItemValues = {
  planId?: string
  trip?: string
  visitDate?: string
  time?: string
  pickup?: { airportId?: number; counterId?: string; date?: string; time?: string }
}

/** The chosen item as label/value lines (plan, pickup date and place, ticket, visit) for the summary and the confirmation. */
export function useItemFacts(info: ProductBookInfo | ActivityBookInfo, item: ItemValues | undefined): Fact[] {
  const t = useTranslations('orderForm')
  const dateLabel = useDateLabel()
  const facts: Fact[] = []
  if (!item) return facts
  if (info.kind === 'product') {
    facts.push({ key: 'cardType', label: t('summary.cardType'), value: t(`cardTypes.${info.cardType}`) })
    const plan = info.plans.find((p) => p.id === item.planId)
    if (plan) facts.push({ key: 'plan', label: t('fields.planId'), value: `${t('planDays', { days: plan.days })} · ${plan.dataAllowance}` })
    if (info.pickup) {
      const airport = info.pickup.airports.find((a) => a.id === item.pickup?.airportId)
      const counter = airport?.counters.find((c) => c.id === item.pickup?.counterId)
      if (item.pickup?.date)
        facts.push({
          key: 'pickupDate',
          label: t('summary.pickupDate'),
          value: `${dateLabel(item.pickup.date)}${item.pickup.time ? ` ${item.pickup.time}` : ''}`,
        })
      if (airport)
        facts.push({
          key: 'place',
          label: t('summary.place'),
          value: counter ? `${airport.name} · ${counterLabel(counter)}` : airport.name,
        })
    } else {
      facts.push({ key: 'delivery', label: t('summary.delivery'), value: t('summary.esimDelivery') })
    }
  } else if (info.kind === 'rail') {
    if (item.trip === 'oneWay' || item.trip === 'roundTrip')
      facts.push({ key: 'trip', label: t('fields.trip'), value: t(`trips.${item.trip}`) })
  } else if (item.visitDate) {
    facts.push({ key: 'visit', label: t('summary.visit'), value: `${dateLabel(item.visitDate)}${item.time ? ` ${item.time}` : ''}` })
  }
  return facts
}
