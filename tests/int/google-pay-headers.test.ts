/**
 * Google Pay only on the payment page (issue 41.2), through the storefront's proxy (src/proxy.ts) as `next start` runs
 * it: with TAPPAY_GOOGLE_MERCHANT_ID set, the payment page's policy allows pay.google.com's script, frames and fetches
 * and its opener policy lets Google's popup talk back (same-origin-allow-popups); every other page, and the payment
 * page without a merchant id, keeps next.config's policy (the proxy sets none) with COOP same-origin. Nothing here
 * reaches Google: whether its sheet really opens can only be tried against Google with a real merchant.
 */
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { securityHeaders, type SecurityHeaderOptions } from '@/server/http/securityHeaders'

import { keepEnv } from './helpers'

const OPTIONS: SecurityHeaderOptions = { dev: false, production: true, paymentOrigin: 'https://js.tappaysdk.com' }
const restore = keepEnv(['SHOP_CSP_OPTIONS', 'TAPPAY_GOOGLE_MERCHANT_ID'])
let proxy: (request: NextRequest) => Promise<Response>

beforeAll(async () => {
  process.env.SHOP_CSP_OPTIONS = JSON.stringify(OPTIONS)
  // The proxy reads next.config's options when it is loaded, as the built server does.
  vi.resetModules()
  proxy = (await import('@/proxy')).default as never
})
afterAll(() => restore())

const page = (path: string) => proxy(new NextRequest(`http://localhost${path}`))
const staticHeaders = Object.fromEntries(securityHeaders(OPTIONS).map((h) => [h.key, h.value]))

describe('Google Pay on the payment page only', () => {
  it('with a merchant id: the payment page (every language) allows pay.google.com and Google’s popup; other pages do not', async () => {
    process.env.TAPPAY_GOOGLE_MERCHANT_ID = 'BCR2DN4T-e2e'
    for (const path of ['/checkout?order=TS1', '/en/checkout?order=TS1', '/ja/checkout']) {
      const reply = await page(path)
      const csp = reply.headers.get('content-security-policy') ?? ''
      for (const name of ['script-src', 'frame-src', 'connect-src']) expect(csp.split('; ').find((d) => d.startsWith(`${name} `))).toContain('https://pay.google.com')
      expect(csp).toContain('https://js.tappaysdk.com')
      expect(reply.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    }
    for (const path of ['/en', '/en/checkout/return', '/en/cart', '/en/login', '/vi/personal/order']) {
      const reply = await page(path)
      expect(reply.headers.get('content-security-policy') ?? '').not.toContain('pay.google.com')
      expect(reply.headers.get('cross-origin-opener-policy')).toBeNull()
    }
    expect(staticHeaders['Content-Security-Policy']).not.toContain('pay.google.com')
    expect(staticHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })

  it('without a merchant id the payment page is like every other page', async () => {
    delete process.env.TAPPAY_GOOGLE_MERCHANT_ID
    const reply = await page('/en/checkout?order=TS1')
    expect(reply.headers.get('content-security-policy') ?? '').not.toContain('pay.google.com')
    expect(reply.headers.get('cross-origin-opener-policy')).toBeNull()
  })
})
