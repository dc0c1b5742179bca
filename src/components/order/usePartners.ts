'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import useSWR from 'swr'

import type { Partner } from './types'

/** The mileage partners from the API (names in the visitor's language, card-number pattern); "none" until they come. */
export function usePartners(): Partner[] {
  const t = useTranslations('orderForm')
  const fallback = useMemo<{ list: Partner[] }>(() => ({ list: [{ value: 'none', name: t('noPartner'), cardNumberPattern: null }] }), [t])
  const { data } = useSWR<{ list: Partner[] }>('/api/partnerList', { fallbackData: fallback })
  return data?.list ?? fallback.list
}
