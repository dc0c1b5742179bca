/**
 * Google Pay only on the payment page (issue 41.2), through the storefront's proxy (src/proxy.ts) as `next start` runs
 * it: with TAPPAY_GOOGLE_MERCHANT_ID set, the payment page's policy allows pay.google.com's script, frames and fetches
 * and its opener policy lets Google's popup talk back (same-origin-allow-popups); every other page, and the payment
 * page without a merchant id, keeps next.config's policy (the proxy sets none) with COOP same-origin — but the sitemap's
 * content pages, which the proxy opens with the browser's default (`CONTENT_OPENER_POLICY`). Nothing here reaches
 * Google: whether its sheet really opens can only be tried against Google with a real merchant.
 */
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CONTENT_OPENER_POLICY, securityHeaders, type SecurityHeaderOptions } from '@/server/http/securityHeaders'

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
      expect(reply.headers.get('cross-origin-opener-policy')).toBe(path === '/en' ? CONTENT_OPENER_POLICY : null)
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

describe('the opener policy of content pages', () => {
  it('content pages, in every language, open without COOP isolation; pages with an order, an account or a form keep same-origin', async () => {
    delete process.env.TAPPAY_GOOGLE_MERCHANT_ID
    const content = ['/', '/en', '/ja/privacy', '/ko/faq', '/vi/travelActivities', '/en/cardType', '/cn/cardType/2', '/en/details/1', '/ja/newMessage/12', '/en/guide/3', '/en/cardPickupLocation/4']
    for (const path of content) expect((await page(path)).headers.get('cross-origin-opener-policy'), path).toBe(CONTENT_OPENER_POLICY)
    // These keep next.config's same-origin: the proxy sets nothing on them.
    const kept = ['/en/bookNow', '/en/bookNow/exchange', '/ja/topUp', '/en/checkout', '/en/login', '/en/orderLookup', '/en/order/TS1', '/en/orderCompleted', '/en/forget', '/en/details/1/x', '/en/details/abc', '/en/nowhere']
    for (const path of kept) expect((await page(path)).headers.get('cross-origin-opener-policy'), path).toBeNull()
    expect(staticHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })
})
