import { describe, expect, it } from 'vitest'

import { adminOrigins, originStatus } from './siteOrigins'

describe('admin origins', () => {
  it('lets the loopback names of one port stand for each other', () => {
    expect(adminOrigins('http://localhost:3000/')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(adminOrigins('http://127.0.0.1:3810')).toContain('http://localhost:3810')
  })
  it('allows only the configured public host', () => {
    expect(adminOrigins('https://shop.example.tw')).toEqual(['https://shop.example.tw'])
    expect(adminOrigins('not a url')).toEqual([])
  })
  it('tells the same address, an accepted alias and a refused one apart', () => {
    expect(originStatus('http://localhost:3000', 'http://localhost:3000')).toBe('same')
    expect(originStatus('http://127.0.0.1:3000', 'http://localhost:3000')).toBe('alias')
    expect(originStatus('http://127.0.0.1:4000', 'http://localhost:3000')).toBe('refused')
    expect(originStatus('https://evil.example', 'https://shop.example.tw')).toBe('refused')
  })
})
