/** How a traveller pays (spec §3). Every method settles in TWD through TapPay's Pay by Prime. */
export const PAYMENT_METHODS = ['card', 'applePay', 'googlePay', 'linePay', 'jkoPay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * Wallets TapPay pays through a redirect: Pay by Prime answers with a `payment_url` (the wallet's page) instead of a
 * charge, and the traveller comes back to `frontend_redirect_url` — the same round trip as 3-D Secure.
 */
export const REDIRECT_WALLETS = ['linePay', 'jkoPay'] as const
export type RedirectWallet = (typeof REDIRECT_WALLETS)[number]
export const isRedirectWallet = (method: PaymentMethod): method is RedirectWallet => (REDIRECT_WALLETS as readonly string[]).includes(method)

/**
 * How a wallet's prime begins (TapPay's web SDK: `TPDirect.linePay.getPrime` gives `ln_…`, `TPDirect.jkoPay.getPrime`
 * `jk_…`; github.com/TapPay/tappay-web-example Line_Pay, JKO_Pay): a prime of another method is refused before TapPay
 * is asked, so an order never records a method it was not paid with.
 */
export const WALLET_PRIME_PREFIX: Record<RedirectWallet, string> = { linePay: 'ln_', jkoPay: 'jk_' }

/** Whether a prime can be the one of this method (cards and the other wallets: TapPay alone knows). */
export function primeFitsMethod(method: PaymentMethod, prime: string): boolean {
  const prefix = isRedirectWallet(method) ? WALLET_PRIME_PREFIX[method] : null
  if (prefix) return prime.startsWith(prefix)
  return !Object.values(WALLET_PRIME_PREFIX).some((p) => prime.startsWith(p))
}

/**
 * A payment attempt as the shop records it. `challenge`: the issuer asked for 3-D Secure. `refunded`: the
 * charge went through for an order that could no longer take it (cancelled, or paid by another attempt
 * meanwhile) and was given back at once.
 */
export const PAYMENT_STATUSES = ['pending', 'challenge', 'succeeded', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The payment methods every configuration offers: cards, and LINE Pay and JKO Pay through TapPay's redirect. */
export const OFFERED_PAYMENT_METHODS = ['card', 'linePay', 'jkoPay'] as const satisfies readonly PaymentMethod[]

/** The merchant ids of the browser's payment sheets (TAPPAY_APPLE_MERCHANT_ID, TAPPAY_GOOGLE_MERCHANT_ID); null: not set up. */
export type SheetWalletIds = { appleMerchantId: string | null; googleMerchantId: string | null }

/**
 * What this shop takes with its configuration: Apple Pay and Google Pay only with their merchant id (TapPay cannot make
 * their primes without one). The checkout refuses any other method; the payment page further lists a sheet wallet
 * only once the browser said it can pay with it (canMakePaymentWithActiveCard / canUseGooglePay).
 */
export function offeredPaymentMethods(ids: SheetWalletIds): PaymentMethod[] {
  return [...OFFERED_PAYMENT_METHODS, ...(ids.appleMerchantId ? (['applePay'] as const) : []), ...(ids.googleMerchantId ? (['googlePay'] as const) : [])]
}

/**
 * The text Apple verifies the shop's domain with (/.well-known/apple-developer-merchantid-domain-association), served
 * only while Apple Pay is set up: its merchant id and the file Apple gave for it. Null: the address answers 404.
 */
export function appleDomainAssociation(ids: SheetWalletIds, file: string | null | undefined): string | null {
  return ids.appleMerchantId && file?.trim() ? file.trim() : null
}

/**
 * An attempt whose outcome TapPay never told us (a timeout, a lost reply) stays `pending`, and nothing else is charged for
 * its order, while TapPay's Record API is asked again by our bank_transaction_id: the record may be written well after
 * the bank answered. It is asked these many minutes after each "not found", and only after the last one is the attempt
 * taken as never having reached TapPay (`notReceived`: nothing charged, the traveller may pay again).
 */
export const RECORD_CHECK_MINUTES = [1, 2, 4, 8, 16] as const

/** Minutes until the next record check after `checksDone` "not found" answers, or null: give up, nothing was charged. */
export function nextRecordCheckMinutes(checksDone: number): number | null {
  return RECORD_CHECK_MINUTES[checksDone] ?? null
}

/** A refund TapPay did not confirm (no answer, or refused) is tried again after these many minutes; then hourly. */
export const REFUND_RETRY_MINUTES = [1, 2, 4, 8, 16, 32] as const

export function nextRefundRetryMinutes(triesDone: number): number {
  return REFUND_RETRY_MINUTES[triesDone] ?? 60
}
