import type { OrderView } from '@/lib/views/order'

/** sessionStorage: the order the form just placed, read by /orderCompleted (this tab only). */
export const LAST_ORDER_KEY = 'lastOrder'
/** sessionStorage: the order form's address (with its query), so a failed order can be booked again. */
export const LAST_ORDER_FORM_KEY = 'lastOrderForm'
/** sessionStorage: the address the order form last sent a code to, and when it may send again (survives a language switch). */
export const CODE_SENT_KEY = 'orderCodeSent'
/** localStorage: the product chosen on a product page (spec §3), written by the product page. */
export const PRODUCT_OBJ_KEY = 'productObj'

/** The placed order, with the plan and place as the form showed them in the visitor's language. */
export type StoredOrder = OrderView & {
  display?: { plan?: string; place?: string }
  checkoutToken?: string
  orderKey?: string
  /** The serial number that paid for a redeemed order (nothing was charged, no e-invoice). */
  redeemedWith?: string
}

/** The stored order, if `raw` is one (anything else — old shapes, edits by hand — reads as none). */
export function parseStoredOrder(raw: string | null): StoredOrder | null {
  if (!raw) return null
  try {
    const order = JSON.parse(raw) as StoredOrder
    return typeof order?.orderNumber === 'string' && order.money?.total ? order : null
  } catch {
    return null
  }
}

export function readStorage(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key)
  } catch {
    // Private mode or storage disabled.
    return null
  }
}

export function writeStorage(storage: 'local' | 'session', key: string, value: string | null) {
  try {
    const target = storage === 'local' ? window.localStorage : window.sessionStorage
    if (value === null) target.removeItem(key)
    else target.setItem(key, value)
  } catch {
    // Private mode or a full storage: the page still works without it.
  }
}

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A code sent from the order form in this tab: to whom, when, and when another may be asked for. */
export type CodeSent = { to: string; sentAt: number; resendAt: number }

/** The code sent to `email` in this tab, while it can still be used (its lifetime, `ttlMs`); otherwise null. */
export function readCodeSent(email: string, ttlMs: number, now = Date.now()): CodeSent | null {
  const raw = readStorage('session', CODE_SENT_KEY)
  if (!raw || !email) return null
  try {
    const sent = JSON.parse(raw) as CodeSent
    const fresh = typeof sent?.sentAt === 'number' && now - sent.sentAt < ttlMs && typeof sent.resendAt === 'number'
    return fresh && typeof sent.to === 'string' && sent.to.toLowerCase() === email.trim().toLowerCase() ? sent : null
  } catch {
    return null
  }
}
