import type zhTW from '@messages/zh-TW.json'
import type { CancelRefusal } from './cancellation'

/**
 * What went wrong, in the shop's own terms. Services say only this; how each kind is answered (HTTP
 * status, envelope code, Payload-style body) is decided once, in src/api/errors.ts.
 */
export type ShopErrorKind =
  /** A rule beyond the request's schema refuses it: a plan that no longer exists, a wrong code, an age. */
  | 'invalid'
  /** The request was sound but the shop changed under it: a slot filled up, a promo code's last use went. */
  | 'conflict'
  | 'notFound'
  | 'forbidden'
  /** A member's action without a valid login. */
  | 'notLoggedIn'
  /** An e-mail and password that do not match an account (never saying which one is wrong). */
  | 'badCredentials'
  /** Refused for a while after too many tries or sends; `retryAfterSeconds` says how long when known. */
  | 'tooManyAttempts'
  /** A channel this deployment does not offer (SMS without a provider), or an outside service that cannot be reached now. */
  | 'unavailable'
  /** A payment the provider turned down (a declined card) or that did not go through: nothing was charged. */
  | 'paymentRefused'

/** The message catalogue's shape from its reference file (messages/ is data, below every layer). */
type Messages = typeof zhTW

export type ShopMessageKey = keyof Messages['api']
/** A field rule's message (messages.validation), shared with the client forms. */
export type FieldRuleKey = keyof Messages['validation']

type Details = {
  /** Per request field, the rule it breaks: the reply lists them like schema errors. */
  fields?: Readonly<Record<string, FieldRuleKey>>
  retryAfterSeconds?: number
}

/**
 * A refusal a service throws. Recognised by the fields on it (`isShopError`), never by `instanceof` or
 * its name: a production build can hold two copies of a module (one per server bundle), and class names
 * are minified.
 */
export class ShopError extends Error {
  readonly shopError = true as const
  readonly fields?: Readonly<Record<string, FieldRuleKey>>
  readonly retryAfterSeconds?: number
  constructor(
    readonly kind: ShopErrorKind,
    readonly key: ShopMessageKey,
    details: Details = {},
  ) {
    super(key)
    this.name = 'ShopError'
    this.fields = details.fields
    this.retryAfterSeconds = details.retryAfterSeconds
  }
}

export function isShopError(error: unknown): error is ShopError {
  const e = error as Partial<ShopError> | null
  return typeof e === 'object' && e !== null && e.shopError === true && typeof e.kind === 'string' && typeof e.key === 'string'
}

export const notFound = () => new ShopError('notFound', 'notFound')
export const forbidden = () => new ShopError('forbidden', 'forbidden')
export const notLoggedIn = () => new ShopError('notLoggedIn', 'notLoggedIn')

/** Fields that break a rule the service checks; 'conflict' when the shop's state, not the request, changed. */
export const fieldRules = (fields: Record<string, FieldRuleKey>, kind: 'invalid' | 'conflict' = 'invalid') =>
  new ShopError(kind, 'validationFailed', { fields })

/** Too many tries: with the wait when known; the message says how long when `key` takes a `{minutes}` argument. */
export const tooManyAttempts = (retryAfterSeconds?: number, key: ShopMessageKey = 'tooManyRequests') =>
  new ShopError('tooManyAttempts', key, { retryAfterSeconds })

/** Each reason a cancellation is refused (src/domain/cancellation.ts), as the API says it. */
export const CANCEL_REFUSAL_KEYS = {
  pickedUp: 'cancelRefusedPickedUp',
  redeemed: 'cancelRefusedRedeemed',
  cancelled: 'cancelRefusedCancelled',
  refunded: 'cancelRefusedRefunded',
  noPayment: 'cancelRefusedNoPayment',
  esimSent: 'cancelRefusedEsimSent',
  esimInstalled: 'cancelRefusedEsimInstalled',
  esimUnverified: 'cancelRefusedEsimUnverified',
  ticketUsed: 'cancelRefusedTicketUsed',
  ticketDate: 'cancelRefusedTicketDate',
  redemptionDelivered: 'cancelRefusedRedemptionDelivered',
} as const satisfies Record<CancelRefusal, ShopMessageKey>
