'use client'

import { useEffect, useState } from 'react'

import type { PublicTapPayConfig } from '@/lib/views/checkout'

/** The part of TapPay's web SDK the shop uses (docs.tappaysdk.com/tutorial/en/web/front.html). */
export type FieldsStatus = {
  canGetPrime: boolean
  hasError: boolean
  status: { number: number; expiry: number; ccv: number }
  cardType: string
}
type PrimeResult = { status: number; msg: string; card?: { prime: string; lastfour?: string }; prime?: string }
type WalletPrimeResult = { status: number; msg: string; prime?: string; clientip?: string }
export type TPDirectApi = {
  setupSDK: (appId: number, appKey: string, serverType: 'sandbox' | 'production') => void
  card: {
    setup: (config: { fields: Record<string, { element: string | HTMLElement; placeholder?: string }>; styles?: Record<string, Record<string, string>> }) => void
    onUpdate: (cb: (update: FieldsStatus) => void) => void
    getTappayFieldsStatus: () => FieldsStatus
    getPrime: (cb: (result: PrimeResult) => void) => void
  }
  paymentRequestApi: {
    setupApplePay: (config: { merchantIdentifier: string; countryCode?: string }) => void
    setupPaymentRequest: (data: unknown, cb: (result: { browserSupportPaymentRequest: boolean; canMakePaymentWithActiveCard: boolean }) => void) => void
    getPrime: (cb: (result: PrimeResult) => void) => void
  }
  /** LINE Pay / JKO Pay (TapPay's Line_Pay, JKO_Pay examples): a prime (ln_… / jk_…), then Pay by Prime's payment_url. */
  linePay: { getPrime: (cb: (result: WalletPrimeResult) => void) => void }
  jkoPay: { getPrime: (cb: (result: WalletPrimeResult) => void) => void }
  /** Sends the browser to a wallet's payment_url. */
  redirect: (paymentUrl: string) => void
  googlePay: {
    setupGooglePay: (config: Record<string, unknown>) => void
    setupPaymentRequest: (request: Record<string, unknown>, cb: (error: unknown, result: { canUseGooglePay?: boolean } | undefined) => void) => void
    getPrime: (cb: (error: unknown, result: PrimeResult) => void) => void
  }
}

declare global {
  interface Window {
    TPDirect?: TPDirectApi
  }
}

export type SdkState = { status: 'loading' } | { status: 'ready'; tp: TPDirectApi } | { status: 'failed' }

/** Loads TapPay's SDK from its own origin (once per page) and sets it up with the shop's app id and key. */
export function useTPDirect(config: PublicTapPayConfig): SdkState {
  const [state, setState] = useState<SdkState>({ status: 'loading' })
  useEffect(() => {
    let cancelled = false
    const ready = () => {
      if (cancelled) return
      const tp = window.TPDirect
      if (!tp) return setState({ status: 'failed' })
      tp.setupSDK(config.appId, config.appKey, config.serverType)
      setState({ status: 'ready', tp })
    }
    if (window.TPDirect) {
      ready()
      return () => void (cancelled = true)
    }
    let script = document.querySelector<HTMLScriptElement>('script[data-tpdirect]')
    if (!script) {
      script = document.createElement('script')
      script.src = config.sdkUrl
      script.async = true
      script.dataset.tpdirect = 'true'
      document.head.appendChild(script)
    }
    const failed = () => !cancelled && setState({ status: 'failed' })
    script.addEventListener('load', ready)
    script.addEventListener('error', failed)
    return () => {
      cancelled = true
      script?.removeEventListener('load', ready)
      script?.removeEventListener('error', failed)
    }
  }, [config.sdkUrl, config.appId, config.appKey, config.serverType])
  return state
}
