/**
 * Security headers of every response (next.config.ts `headers()`), static so cached pages stay cached:
 * a per-request nonce would make every page dynamic in Next. Inline scripts therefore stay allowed
 * (Next's own RSC payload is inline); what the policy does hold: scripts, styles, frames, forms and
 * connections only from our own origin (plus what CSP_EXTRA_ORIGINS names for a payment provider's
 * hosted fields), no plugins, no framing by other sites. The chat widget is configured in site settings at
 * run time: src/proxy.ts sends storefront pages this same policy with its origin added (`chatOrigin`),
 * only while it is on.
 */
type Header = { key: string; value: string }

export type SecurityHeaderOptions = {
  /** `next dev` needs eval and its HMR websocket. */
  dev: boolean
  /** HTTPS deployments: HSTS. */
  production: boolean
  /** Extra origins allowed for scripts, frames and connections (space separated), e.g. a payment SDK. */
  extraOrigins?: string
  /**
   * The payment provider's SDK origin (TAPPAY_SDK_URL's origin at build time): its script and its hosted
   * card fields (frames). An https origin, or the local TapPay sandbox on a loopback address — reachable
   * only from the visitor's own machine, and refused for a real shop by productionConfigProblems.
   */
  paymentOrigin?: string
  /** The chat widget's script origin (site settings, added per request by src/proxy.ts); https only. */
  chatOrigin?: string
  /** Google Pay's script, frames and payment-handler fetches (the payment page only, while TAPPAY_GOOGLE_MERCHANT_ID is set: src/proxy.ts). */
  googlePay?: boolean
}

/** Where Google Pay's pay.js, its sheet's frames and its popup come from. */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com'

/**
 * The payment page's opener policy while Google Pay is offered: its sheet may open a pay.google.com popup that talks
 * back to the page, which `same-origin` would cut off (the popup would lose its opener); popups still cannot reach
 * into pages that open this one.
 */
export const GOOGLE_PAY_OPENER_POLICY = 'same-origin-allow-popups'

/**
 * The opener policy of the storefront's content pages (`isContentPage`): the browser's default, so that a visitor
 * arriving from a blank tab or a search page is not moved into a new browsing-context group, and with it a newly
 * started renderer, before the page can run. Lighthouse (mobile, simulated, median of 5, the same cached HTML of
 * /en/privacy served with and without `same-origin`, both twice): total blocking time 480 / 523 → 217 / 209 ms,
 * performance 87–88 → 96–97. What COOP protects — a page's window from a cross-origin opener or popup, and what
 * such a window can learn of a visitor's state (XS-Leaks) — is nothing on these pages: they are the same cached HTML
 * for everyone, hold no account, order or typed data, and every page that does keeps `same-origin`
 * (src/proxy.ts sets it on those `isContentPage` names; next.config's headers give every other page `same-origin`).
 */
export const CONTENT_OPENER_POLICY = 'unsafe-none'

/** Is this storefront path (without locale) the payment page, where Google Pay may be offered? */
export const isPaymentPage = (rest: string): boolean => rest === '/checkout'

const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/i

export function contentSecurityPolicy({ dev, extraOrigins = '', paymentOrigin = '', chatOrigin = '', googlePay = false }: SecurityHeaderOptions): string {
  const payment = HTTPS_ORIGIN.test(paymentOrigin) || LOOPBACK_ORIGIN.test(paymentOrigin) ? [paymentOrigin] : []
  const chat = HTTPS_ORIGIN.test(chatOrigin) ? [chatOrigin] : []
  const google = googlePay ? [GOOGLE_PAY_ORIGIN] : []
  const extra = [...new Set([...payment, ...chat, ...google, ...extraOrigins.split(/\s+/).filter((o) => HTTPS_ORIGIN.test(o))])]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...extra],
    // A chat widget brings its own style sheet and fonts.
    'style-src': ["'self'", "'unsafe-inline'", ...chat],
    // Extra origins for images too: an ad tag's conversion pixel (site settings → ad conversion).
    'img-src': ["'self'", 'data:', 'blob:', ...extra],
    'font-src': ["'self'", 'data:', ...chat],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...extra],
    'frame-src': ["'self'", ...extra],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * The policy of API answers (JSON, media files, kept answers): they load, run and submit nothing; the one API answer
 * that is a document, the admin's e-mail preview (src/api/handlers/emailTemplate.ts, framed by the admin), needs its
 * inline styles — next.config's header wins over the one a route sets, so this policy is the preview's too. Also
 * cheaper: Next compiles a header value holding a ':' (a path-to-regexp template, for rewrites' parameters) on every
 * request a rule matches; the page policy's `data:` and origins made that ~12 % of what an API request allocated.
 * This one holds no ':'.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

/**
 * `api`: the headers of /api/* (API_CONTENT_SECURITY_POLICY). Payload's admin has the pages' policy: no package CDN
 * (its code editor would load from cdn.jsdelivr.net, which serves any npm package as a script; no field of ours uses
 * that editor, src/components/admin/ReadOnlyCode.tsx).
 */
export function securityHeaders(options: SecurityHeaderOptions, { api = false, camera = false } = {}): Header[] {
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: api ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The first visit asks for the position (our origin only); payment=self leaves room for Apple/Google Pay.
    // `camera`: the admin's, for the pickup desk's QR scan (a document keeps the policy it loaded with, and the desk is
    // mostly reached by a client-side navigation inside the admin, so the whole admin allows it, for our origin only).
    { key: 'Permissions-Policy', value: `geolocation=(self), camera=${camera ? '(self)' : '()'}, microphone=(), payment=(self), usb=(), interest-cohort=()` },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (options.production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' })
  return headers
}
