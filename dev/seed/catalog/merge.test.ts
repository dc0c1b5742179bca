import { describe, expect, it } from 'vitest'

import { rich } from './lexical'
import { Limiter, localeOverlay, mergeData } from './merge'

describe('mergeData', () => {
  it('merges array rows by position and groups by key', () => {
    const shared = { sortOrder: 1, plans: [{ days: 3, priceTwd: 300 }, { days: 5, priceTwd: 450 }], meta: { image: 7 } }
    const text = { name: '台灣', plans: [{ dataAllowance: '無限流量' }, { dataAllowance: '10 GB' }], meta: { title: 'T' } }
    expect(mergeData(shared, text)).toEqual({
      sortOrder: 1,
      name: '台灣',
      plans: [
        { days: 3, priceTwd: 300, dataAllowance: '無限流量' },
        { days: 5, priceTwd: 450, dataAllowance: '10 GB' },
      ],
      meta: { image: 7, title: 'T' },
    })
  })

  it('treats rich text as one value', () => {
    const a = rich([['p', 'a']])
    const b = rich([['p', 'b']])
    expect(mergeData({ body: a }, { body: b })).toEqual({ body: b })
  })
})

describe('localeOverlay', () => {
  const stored = {
    name: '台灣 5G',
    plans: [
      { id: 'r1', days: 3, priceTwd: 300, dataAllowance: '無限流量', note: '熱銷' },
      { id: 'r2', days: 5, priceTwd: 450, dataAllowance: '無限流量', note: null },
    ],
    meta: { title: 'zh', description: 'zh', image: 9 },
  }
  const template = {
    name: 'x',
    plans: [{ dataAllowance: 'x', note: 'x' }, { dataAllowance: 'x', note: null }],
    meta: { title: 'x', description: 'x' },
  }

  it('keeps row ids and non-localized values, replaces localized ones', () => {
    const en = {
      name: 'Taiwan 5G',
      plans: [{ dataAllowance: 'Unlimited', note: 'Popular' }, { dataAllowance: 'Unlimited', note: null }],
      meta: { title: 'en', description: 'en d' },
    }
    expect(localeOverlay(stored, template, en)).toEqual({
      name: 'Taiwan 5G',
      plans: [
        { id: 'r1', days: 3, priceTwd: 300, dataAllowance: 'Unlimited', note: 'Popular' },
        { id: 'r2', days: 5, priceTwd: 450, dataAllowance: 'Unlimited', note: null },
      ],
      meta: { title: 'en', description: 'en d', image: 9 },
    })
  })

  it('never copies the default language into a missing translation', () => {
    const partial = { plans: [{ dataAllowance: 'Unlimited' }] }
    const result = localeOverlay(stored, template, partial) as { name: unknown; plans: { note: unknown }[] }
    expect(result.name).toBeNull()
    expect(result.plans[0]!.note).toBeNull()
    expect(result.plans[1]).toMatchObject({ id: 'r2', dataAllowance: null })
  })
})

describe('Limiter', () => {
  it('runs at most `max` tasks at once and all of them eventually', async () => {
    const limiter = new Limiter(2)
    let active = 0
    let peak = 0
    const task = (i: number) =>
      limiter.run(async () => {
        active++
        peak = Math.max(peak, active)
        await new Promise((r) => setTimeout(r, 5))
        active--
        return i
      })
    expect(await Promise.all([1, 2, 3, 4, 5].map(task))).toEqual([1, 2, 3, 4, 5])
    expect(peak).toBe(2)
  })

  it('releases its slot when a task fails', async () => {
    const limiter = new Limiter(1)
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limiter.run(async () => 'ok')).toBe('ok')
  })
})
