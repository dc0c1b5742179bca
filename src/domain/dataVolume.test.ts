import { describe, expect, it } from 'vitest'

import { dataLeft, formatDataVolume } from './dataVolume'

describe('formatDataVolume', () => {
  it('writes gigabytes with one decimal under ten, megabytes below one gigabyte', () => {
    expect(formatDataVolume(2.5 * 1024 ** 3, 'en')).toBe('2.5 GB')
    expect(formatDataVolume(15 * 1024 ** 3, 'en')).toBe('15 GB')
    expect(formatDataVolume(850 * 1024 ** 2, 'en')).toBe('850 MB')
    expect(formatDataVolume(-5, 'en')).toBe('0 MB')
  })

  it('follows the language', () => {
    expect(formatDataVolume(2.5 * 1024 ** 3, 'vi')).toMatch(/^2,5\sGB$/)
  })

  it('never leaves less than nothing', () => {
    expect(dataLeft(5, 3)).toBe(0)
    expect(dataLeft(1, 3)).toBe(2)
  })
})
