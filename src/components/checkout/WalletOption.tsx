'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { RedirectWallet } from '@/domain/payment'
import type { PublicTapPayConfig } from '@/lib/views/checkout'

import styles from './Checkout.module.css'
import type { TPDirectApi } from './tpdirect'

export type Wallet = 'applePay' | 'googlePay'
export type WalletState = 'checking' | 'ready' | 'unsupported' | 'noCard'

/**
 * Whether this browser can pay with Apple Pay / Google Pay, asked the way TapPay's SDK asks: Apple Pay needs
 * Safari's ApplePaySession and a card in the wallet (paymentRequestApi.setupPaymentRequest →
 * canMakePaymentWithActiveCard); Google Pay needs the Payment Request API and a usable card
 * (googlePay.setupPaymentRequest → canUseGooglePay).
 */
export function useWalletState(tp: TPDirectApi | null, wallet: Wallet, amountTwd: number, config: PublicTapPayConfig): WalletState {
  const [state, setState] = useState<WalletState>('checking')
  useEffect(() => {
    if (!tp) return
    let cancelled = false
    const set = (next: WalletState) => !cancelled && setState(next)
    if (wallet === 'applePay') {
      if (typeof (window as { ApplePaySession?: unknown }).ApplePaySession !== 'function') set('unsupported')
      else {
        tp.paymentRequestApi.setupApplePay({ merchantIdentifier: config.appleMerchantId ?? '', countryCode: 'TW' })
        tp.paymentRequestApi.setupPaymentRequest(
          {
            supportedNetworks: ['VISA', 'MASTERCARD', 'JCB', 'AMEX'],
            supportedMethods: ['apple_pay'],
            total: { label: 'TOTAL', amount: { currency: 'TWD', value: String(amountTwd) } },
          },
          (result) => set(!result.browserSupportPaymentRequest ? 'unsupported' : result.canMakePaymentWithActiveCard ? 'ready' : 'noCard'),
        )
      }
    } else if (typeof window.PaymentRequest !== 'function') set('unsupported')
    else {
      tp.googlePay.setupGooglePay({
        googleMerchantId: config.googleMerchantId ?? '',
        allowedCardAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        merchantName: 'Taiwan Travel SIM',
      })
      tp.googlePay.setupPaymentRequest({ allowedNetworks: ['VISA', 'MASTERCARD', 'JCB', 'AMEX'], price: String(amountTwd), currency: 'TWD' }, (_error, result) =>
        set(result?.canUseGooglePay ? 'ready' : 'noCard'),
      )
    }
    return () => void (cancelled = true)
  }, [tp, wallet, amountTwd, config.appleMerchantId, config.googleMerchantId])
  return state
}

/** The wallet's state in words: a checking note, or the spec's message when it cannot be used here. */
export function WalletNotice({ wallet, state }: { wallet: Wallet; state: WalletState }) {
  const t = useTranslations('checkout')
  if (state === 'ready') return null
  const text =
    state === 'checking' ? t('walletChecking') : state === 'noCard' ? t('noSupportedCard') : wallet === 'applePay' ? t('applePayUnsupported') : t('googlePayUnsupported')
  return (
    <p className={styles.notice} role="status" data-testid={`${wallet}-notice`} data-state={state}>
      {text}
    </p>
  )
}

/** A wallet's one-time prime (TPDirect.paymentRequestApi.getPrime / TPDirect.googlePay.getPrime), or null. */
export function walletPrime(tp: TPDirectApi, wallet: Wallet): Promise<string | null> {
  return new Promise((resolve) => {
    if (wallet === 'applePay') tp.paymentRequestApi.getPrime((result) => resolve(result.status === 0 ? (result.prime ?? null) : null))
    else tp.googlePay.getPrime((error, result) => resolve(!error && result?.status === 0 ? (result.prime ?? null) : null))
  })
}

/** A LINE Pay / JKO Pay prime (TPDirect.linePay.getPrime / TPDirect.jkoPay.getPrime), or null. */
export function redirectWalletPrime(tp: TPDirectApi, wallet: RedirectWallet): Promise<string | null> {
  return new Promise((resolve) => {
    const sdk = wallet === 'linePay' ? tp.linePay : tp.jkoPay
    sdk.getPrime((result) => resolve(result.status === 0 ? (result.prime ?? null) : null))
  })
}
