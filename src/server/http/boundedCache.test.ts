import { describe, expect, it } from 'vitest'

import { BoundedCache } from './boundedCache'

const cache = (entries: number, bytes: number) => new BoundedCache<string>(entries, bytes, (v) => v.length)

describe('BoundedCache', () => {
  it('evicts the least recently used entry past the entry ceiling', () => {
    const c = cache(2, 1000)
    c.set('a', 'x')
    c.set('b', 'y')
    expect(c.get('a')).toBe('x') // a is now the most recent
    c.set('c', 'z')
    expect(c.peek('b')).toBeUndefined()
    expect(c.peek('a')).toBe('x')
    expect(c.peek('c')).toBe('z')
    expect(c.size).toBe(2)
  })

  it('keeps the byte total under its ceiling, and refuses a value larger than all of it', () => {
    const c = cache(100, 10)
    c.set('a', '12345')
    c.set('b', '12345')
    c.set('c', '123')
    expect(c.bytes).toBeLessThanOrEqual(10)
    expect(c.peek('a')).toBeUndefined()
    c.set('huge', '12345678901')
    expect(c.peek('huge')).toBeUndefined()
    expect(c.bytes).toBe(8)
  })

  it('counts a replaced value once', () => {
    const c = cache(10, 100)
    c.set('a', '12345')
    c.set('a', '12')
    expect(c.bytes).toBe(2)
    c.delete('a')
    c.clear()
    expect(c.bytes).toBe(0)
    expect(c.size).toBe(0)
  })

  it('stays bounded under many distinct keys', () => {
    const c = cache(50, 10_000)
    for (let i = 0; i < 10_000; i++) c.set(`search-${i}`, 'result'.repeat(10))
    expect(c.size).toBeLessThanOrEqual(50)
    expect(c.bytes).toBeLessThanOrEqual(10_000)
  })
})
