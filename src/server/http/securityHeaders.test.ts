import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, GOOGLE_PAY_OPENER_POLICY, isPaymentPage, securityHeaders } from './securityHeaders'

const byKey = (headers: { key: string; value: string }[]) => Object.fromEntries(headers.map((h) => [h.key, h.value]))
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('securityHeaders', () => {
  it('production storefront: own origin only, no framing by others, HSTS', () => {
    const h = byKey(securityHeaders({ dev: false, production: true }))
    const csp = h['Content-Security-Policy']!
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('jsdelivr')
    expect(h['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(h['X-Content-Type-Options']).toBe('nosniff')
    expect(h['Permissions-Policy']).toContain('geolocation=(self)')
    expect(h['Permissions-Policy']).toContain('camera=()')
  })

  it("the admin's pages allow the camera for our own origin (the pickup desk's QR scan), the storefront's do not", () => {
    expect(byKey(securityHeaders({ dev: false, production: true }, { camera: true }))['Permissions-Policy']).toContain('camera=(self)')
    expect(byKey(securityHeaders({ dev: false, production: true }))['Permissions-Policy']).toContain('camera=()')
  })

  it('development allows what next dev needs, and no HSTS on plain HTTP', () => {
    const h = byKey(securityHeaders({ dev: true, production: false }))
    expect(directive(h['Content-Security-Policy']!, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(h['Content-Security-Policy']!, 'connect-src')).toContain('ws:')
    expect(h['Strict-Transport-Security']).toBeUndefined()
  })

  it('API answers: load, run and frame nothing, and hold no \':\' (Next would compile the value on every request)', () => {
    const h = byKey(securityHeaders({ dev: false, production: true, paymentOrigin: 'https://js.tappaysdk.com' }, { api: true }))
    const csp = h['Content-Security-Policy']!
    expect(directive(csp, 'default-src')).toBe("default-src 'none'")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(csp).not.toContain(':')
    expect(h['X-Content-Type-Options']).toBe('nosniff')
    expect(h['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })

  it('names no package CDN (jsDelivr serves any npm package as a script): the admin has the pages\' policy', () => {
    const csp = byKey(securityHeaders({ dev: false, production: true }))['Content-Security-Policy']!
    expect(csp).not.toMatch(/jsdelivr|unpkg|cdnjs/)
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
  })

  it('adds only well-formed https origins from CSP_EXTRA_ORIGINS', () => {
    const csp = byKey(securityHeaders({ dev: false, production: true, extraOrigins: 'https://js.tappaysdk.com javascript:alert(1) http://plain.example' }))[
      'Content-Security-Policy'
    ]!
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://js.tappaysdk.com")
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://js.tappaysdk.com")
  })

  it('allows the payment SDK origin: https, or the local sandbox on a loopback address, never another http origin', () => {
    const csp = (paymentOrigin: string) =>
      byKey(securityHeaders({ dev: false, production: true, paymentOrigin }))['Content-Security-Policy']!
    expect(directive(csp('https://js.tappaysdk.com'), 'frame-src')).toBe("frame-src 'self' https://js.tappaysdk.com")
    expect(directive(csp('http://127.0.0.1:3090'), 'script-src')).toBe("script-src 'self' 'unsafe-inline' http://127.0.0.1:3090")
    expect(directive(csp('http://127.0.0.1:3090'), 'frame-src')).toBe("frame-src 'self' http://127.0.0.1:3090")
    expect(csp('http://pay.example.com')).not.toContain('pay.example.com')
  })

  it('adds the chat widget origin (https only) to scripts, styles, fonts, images, connections and frames; nothing without it', () => {
    const base = { dev: false, production: true }
    const csp = contentSecurityPolicy({ ...base, chatOrigin: 'https://chat.example.com' })
    for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src', 'frame-src'])
      expect(directive(csp, name), name).toContain('https://chat.example.com')
    expect(directive(csp, 'default-src')).toBe("default-src 'self'")
    expect(contentSecurityPolicy(base)).toBe(byKey(securityHeaders(base))['Content-Security-Policy'])
    expect(contentSecurityPolicy({ ...base, chatOrigin: 'http://chat.example.com' })).toBe(contentSecurityPolicy(base))
    expect(contentSecurityPolicy({ ...base, chatOrigin: "https://x.example 'unsafe-eval'" })).not.toContain('unsafe-eval')
  })

  it('Google Pay: pay.google.com for scripts, frames and fetches only when asked (the payment page with a merchant id), never by default', () => {
    const plain = contentSecurityPolicy({ dev: false, production: true })
    expect(plain).not.toContain('pay.google.com')
    const csp = contentSecurityPolicy({ dev: false, production: true, googlePay: true })
    for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directive(csp, name)).toContain('https://pay.google.com')
    expect(directive(csp, 'default-src')).toBe("default-src 'self'")
    expect(isPaymentPage('/checkout')).toBe(true)
    for (const other of ['/', '/checkout/return', '/cart', '/personal/order']) expect(isPaymentPage(other)).toBe(false)
    expect(GOOGLE_PAY_OPENER_POLICY).toBe('same-origin-allow-popups')
  })
})
