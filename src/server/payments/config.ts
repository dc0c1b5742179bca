/**
 * Which TapPay the shop talks to, from the environment (documented in .env.example). Without settings it
 * is the local protocol server (dev/sandboxes/tappay/) on TAPPAY_SANDBOX_PORT — development, e2e and
 * demos; a production server that is not a demo refuses to start without real keys (productionConfigProblems).
 * Read per call, so tests can point it at an in-process sandbox.
 *
 * No `server-only` marker: these are pure functions of an environment record (no I/O, no secret of their
 * own), and next.config.ts, which plain Node loads at build time, takes the SDK's origin from here for the
 * CSP. What uses the keys (./tappay.ts, ./checkout.ts) is marked.
 */

import type { PublicTapPayConfig } from '@/lib/views/checkout'

export const DEFAULT_SANDBOX = {
  port: 3090,
  appId: 11327,
  appKey: 'app_sandbox_key',
  partnerKey: 'partner_sandbox',
  merchantId: 'taiwansim_sandbox',
  notifySecret: 'sandbox-notify-secret',
} as const

export type TapPayConfig = {
  apiUrl: string
  sdkUrl: string
  appId: number
  appKey: string
  partnerKey: string
  merchantId: string
  serverType: 'sandbox' | 'production'
  /**
   * Verifies a signed backend notify: the local sandbox signs (TAPPAY_NOTIFY_SECRET; its development default only
   * outside production), TapPay itself does not (null: its notify is taken only as a hint to re-read the Record API).
   */
  notifySecret: string | null
  timeoutMs: number
  threeDomainSecure: boolean
  appleMerchantId: string | null
  googleMerchantId: string | null
}

/** What the browser needs to load the SDK (the app key is public by design: it only makes primes). */
export type { PublicTapPayConfig }

type Env = Record<string, string | undefined>

export const sandboxPort = (env: Env = process.env) => Number(env.TAPPAY_SANDBOX_PORT || DEFAULT_SANDBOX.port)

export function tapPayConfig(env: Env = process.env): TapPayConfig {
  const apiUrl = (env.TAPPAY_API_URL || `http://127.0.0.1:${sandboxPort(env)}`).replace(/\/$/, '')
  // The secret written in this file signs development's notifies only: a production server talking to the sandbox must
  // be given its own (tapPayNotifyProblems), and without one refuses every notify (/api/checkout/notify).
  const developmentSecret = isLoopback(apiUrl) && env.NODE_ENV !== 'production' ? DEFAULT_SANDBOX.notifySecret : null
  return {
    apiUrl,
    sdkUrl: env.TAPPAY_SDK_URL || `${apiUrl}/sdk/tpdirect.js`,
    appId: Number(env.TAPPAY_APP_ID || DEFAULT_SANDBOX.appId),
    appKey: env.TAPPAY_APP_KEY || DEFAULT_SANDBOX.appKey,
    partnerKey: env.TAPPAY_PARTNER_KEY || DEFAULT_SANDBOX.partnerKey,
    merchantId: env.TAPPAY_MERCHANT_ID || DEFAULT_SANDBOX.merchantId,
    serverType: env.TAPPAY_SERVER_TYPE === 'production' ? 'production' : 'sandbox',
    notifySecret: env.TAPPAY_NOTIFY_SECRET?.trim() || developmentSecret,
    // TapPay: "To ensure your information is correct, please set your timeout to 30 seconds." (back.html)
    timeoutMs: Number(env.TAPPAY_TIMEOUT_MS || 30_000),
    threeDomainSecure: env.TAPPAY_THREE_DOMAIN_SECURE !== 'false',
    appleMerchantId: env.TAPPAY_APPLE_MERCHANT_ID || null,
    googleMerchantId: env.TAPPAY_GOOGLE_MERCHANT_ID || null,
  }
}

export function publicTapPayConfig(env: Env = process.env): PublicTapPayConfig {
  const { sdkUrl, appId, appKey, serverType, appleMerchantId, googleMerchantId } = tapPayConfig(env)
  return { sdkUrl, appId, appKey, serverType, appleMerchantId, googleMerchantId }
}

const isLoopback = (url: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/** True when the shop talks to the local protocol server (the default without TAPPAY_API_URL). */
export const usesLocalSandbox = (env: Env = process.env) => isLoopback(tapPayConfig(env).apiUrl)

/**
 * Who signs the backend notify, as production needs it (empty list: fine). The local sandbox signs, so a production
 * server talking to it (a demo, the e2e run) needs a secret of its own, never the development one written in this
 * file; TapPay does not sign, so a secret there would refuse every real notify.
 */
export function tapPayNotifyProblems(env: Env): string[] {
  const secret = env.TAPPAY_NOTIFY_SECRET?.trim() ?? ''
  if (!usesLocalSandbox(env)) {
    return secret ? ['TAPPAY_NOTIFY_SECRET is set, but TapPay does not sign its backend notify: every notify would be refused. Leave it empty.'] : []
  }
  if (!secret || secret === DEFAULT_SANDBOX.notifySecret)
    return ['TAPPAY_NOTIFY_SECRET is not set: the local TapPay sandbox signs its notify with it, and the default written in the source is for development only. Set 32+ random characters (`npm start` derives one for a demo).']
  if (secret.length < 32) return ['TAPPAY_NOTIFY_SECRET is shorter than 32 characters: use a long random string.']
  return []
}

/** TapPay's two API addresses (back.html), and the web SDK mode (TPDirect.setupSDK serverType) each takes primes of. */
const TAPPAY_API_HOSTS: Record<string, TapPayConfig['serverType']> = { 'prod.tappaysdk.com': 'production', 'sandbox.tappaysdk.com': 'sandbox' }

/**
 * A real shop's TapPay settings: every key, https endpoints, and a web SDK mode that matches the API address — primes
 * the SDK mints in sandbox mode are refused by TapPay's production API (and the other way round), so every payment
 * would fail while the shop looks fine (empty list: fine).
 */
export function tapPayProductionProblems(env: Env): string[] {
  const missing = ['TAPPAY_API_URL', 'TAPPAY_SDK_URL', 'TAPPAY_APP_ID', 'TAPPAY_APP_KEY', 'TAPPAY_PARTNER_KEY', 'TAPPAY_MERCHANT_ID'].filter(
    (name) => !env[name]?.trim(),
  )
  if (missing.length)
    return [
      `TapPay is not configured (${missing.join(', ')}): no payment could be taken. Set the keys from the TapPay portal, ` +
        'or DEMO_MODE=true to take payments from the local sandbox.',
    ]
  const problems: string[] = []
  for (const name of ['TAPPAY_API_URL', 'TAPPAY_SDK_URL'])
    if (!env[name]!.startsWith('https://') || isLoopback(env[name]!)) problems.push(`${name} must be TapPay's https address, not ${env[name]}.`)
  const serverType = env.TAPPAY_SERVER_TYPE?.trim() ?? ''
  let host = ''
  try {
    host = new URL(env.TAPPAY_API_URL!).hostname
  } catch {
    // Said above: not an https address.
  }
  const expected = TAPPAY_API_HOSTS[host]
  if (serverType !== 'sandbox' && serverType !== 'production')
    problems.push(
      `TAPPAY_SERVER_TYPE must say which TapPay the web SDK mints primes for: production or sandbox${expected ? ` (${expected} for ${env.TAPPAY_API_URL})` : ''}, not "${serverType}".`,
    )
  else if (expected && serverType !== expected)
    problems.push(
      `TAPPAY_SERVER_TYPE is ${serverType} while TAPPAY_API_URL is TapPay's ${expected} address (${env.TAPPAY_API_URL}): primes the web SDK mints in ${serverType} mode are refused there, so every payment would fail. Set TAPPAY_SERVER_TYPE=${expected}, or use TapPay's ${serverType} API address.`,
    )
  return problems
}

/**
 * Where TapPay sends the traveller back from 3-D Secure and posts its notify: the site address, NEXT_PUBLIC_SITE_URL
 * (checkout.ts resultUrls). For a real shop it must be the shop's public https address and nothing more: TapPay takes
 * only https there, and a traveller sent to another address — the localhost default, a path the proxy does not
 * route — lands on a page that knows nothing of the payment (empty list: fine).
 */
export function returnAddressProblems(env: Env): string[] {
  const site = env.NEXT_PUBLIC_SITE_URL?.trim() ?? ''
  const fix = "Set it to the shop's public https address, the one travellers use (e.g. https://shop.example.com)."
  if (!site) return [`NEXT_PUBLIC_SITE_URL is not set: TapPay would send travellers back from 3-D Secure to http://localhost:3000 instead of this shop. ${fix}`]
  let url: URL
  try {
    url = new URL(site)
  } catch {
    return [`NEXT_PUBLIC_SITE_URL (${site}) is not an address, and TapPay sends travellers back from 3-D Secure to it. ${fix}`]
  }
  if (url.protocol !== 'https:' || isLoopback(site))
    return [`NEXT_PUBLIC_SITE_URL is ${site}, where TapPay would send travellers back from 3-D Secure: it takes only https, and it must be where travellers reach this shop. ${fix}`]
  if (url.port)
    return [`NEXT_PUBLIC_SITE_URL is ${site}: TapPay sends travellers back and posts its notify only to https on port 443, not port ${url.port}. ${fix}`]
  if (site.replace(/\/$/, '') !== url.origin)
    return [`NEXT_PUBLIC_SITE_URL (${site}) must be the shop's address alone (${url.origin}): TapPay's return to 3-D Secure's result page is built on it.`]
  return []
}
