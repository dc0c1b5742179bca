import { describe, expect, it } from 'vitest'

import { errorMessage } from './errorMessage'

describe('errorMessage', () => {
  it('keeps an error message without its class name', () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed')
  })
  it('turns anything else thrown into its text', () => {
    expect(errorMessage('timeout')).toBe('timeout')
    expect(errorMessage(42)).toBe('42')
    expect(errorMessage(null)).toBe('null')
  })
})
