import { describe, expect, it } from 'vitest'

import { clientAddress, clientIp, CLIENT_IP_HEADER, trustedProxyHops } from './clientIp'

describe('clientAddress', () => {
  it('without trusted proxies is the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', 0)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7')
    expect(clientAddress('2001:db8::1', '1.2.3.4, 5.6.7.8', 0)).toBe('2001:db8::1')
  })

  it('behind one proxy is the last X-Forwarded-For entry (the one our proxy wrote)', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.9', 1)).toBe('198.51.100.9')
    // A client-supplied entry sits further left and is ignored.
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.9', 1)).toBe('198.51.100.9')
  })

  it('behind two proxies skips the entry the inner proxy wrote', () => {
    expect(clientAddress('10.0.0.3', 'spoofed, 198.51.100.9, 10.0.0.2', 2)).toBe('198.51.100.9')
  })

  it('falls back to the socket when the proxy sent no header', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['2', 2],
    ['-1', 0],
    ['abc', 0],
  ])('TRUST_PROXY=%s → %i', (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops)
  })
})

describe('clientIp', () => {
  it('reads only the header the production server sets, never X-Forwarded-For', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers })
    expect(clientIp(request({ [CLIENT_IP_HEADER]: '203.0.113.7', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.7')
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown')
  })
})
