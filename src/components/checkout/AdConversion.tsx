'use client'

import { useEffect } from 'react'

import type { StoredOrder } from '@/components/order/storage'
import { readStorage, writeStorage } from '@/components/order/storage'

export type AdConversionSettings = { sendTo: string; currency: string }

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

const FIRED_PREFIX = 'adConversion:'

/**
 * The ad tag's conversion event (spec §7: "an ad tag conversion event with value and currency (default
 * TWD)"), once per paid order: this browser remembers the orders it counted, and the order number goes
 * along as transaction_id so the ad platform drops a repeat too. Rendered only when site settings name a
 * send_to. The static CSP must allow the tag's origins (CSP_EXTRA_ORIGINS at build time, see .env.example);
 * where it does not, the browser blocks the tag and the page works on.
 */
export function AdConversion({ settings, order }: { settings: AdConversionSettings; order: StoredOrder }) {
  useEffect(() => {
    const key = `${FIRED_PREFIX}${order.orderNumber}`
    if (readStorage('local', key)) return
    const tagId = settings.sendTo.split('/')[0]
    if (!tagId || !/^[A-Z]{1,3}-[A-Za-z0-9_-]+$/.test(tagId)) return
    // The value in the configured currency: the display currency's figure when it is that currency, else NTD.
    const currency = settings.currency || 'TWD'
    const value = currency === 'TWD' ? order.money.totalTwd : order.money.total.currency === currency ? order.money.total.amount : order.money.totalTwd
    const valueCurrency = currency === 'TWD' || order.money.total.currency === currency ? currency : 'TWD'
    window.dataLayer = window.dataLayer ?? []
    window.gtag =
      window.gtag ??
      function gtag() {
        // eslint-disable-next-line prefer-rest-params -- the tag reads the arguments object
        window.dataLayer!.push(arguments)
      }
    if (!document.querySelector('script[data-ad-tag]')) {
      const script = document.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`
      script.dataset.adTag = 'true'
      document.head.appendChild(script)
      window.gtag('js', new Date())
      window.gtag('config', tagId)
    }
    window.gtag('event', 'conversion', { send_to: settings.sendTo, value, currency: valueCurrency, transaction_id: order.orderNumber })
    writeStorage('local', key, new Date().toISOString())
  }, [settings.sendTo, settings.currency, order])
  return null
}
