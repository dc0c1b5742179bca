import { describe, expect, it } from 'vitest'

import { daysParam, dataParam, planLengths, plansFitting, tripLengthOf } from './tripLength'

describe('a trip length in a search', () => {
  it.each([
    ['esim 5 days', 5, 'esim'],
    ['5 days', 5, ''],
    ['5-day eSIM', 5, 'eSIM'],
    ['7d unlimited', 7, 'unlimited'],
    ['1 week', 7, ''],
    ['2 weeks sim', 14, 'sim'],
    ['7日', 7, ''],
    ['eSIM 7日間', 7, 'eSIM'],
    ['５日', 5, ''],
    ['5天', 5, ''],
    ['eSIM5天吃到飽', 5, 'eSIM 吃到飽'],
    ['五天', 5, ''],
    ['十五天 上網卡', 15, '上網卡'],
    ['三十日', 30, ''],
    ['一週', 7, ''],
    ['5일 eSIM', 5, 'eSIM'],
    ['1주일', 7, ''],
    ['esim 5 ngày', 5, 'esim'],
    ['sim 10 ngay', 10, 'sim'],
  ])('%s → %s days, then “%s”', (query, days, rest) => {
    expect(tripLengthOf(query)).toEqual({ days, rest })
  })

  it.each(['5G eSIM', 'esim', '10 GB', '5dollars', '', '0 days', '999 days', 'TW1.5d'])('%s names no trip length', (query) => {
    expect(tripLengthOf(query).days).toBeNull()
  })

  it('keeps the query as typed when it names no length', () => {
    expect(tripLengthOf('  5G  eSIM ')).toEqual({ days: null, rest: '5G  eSIM' })
  })
})

describe('plan filters', () => {
  const plans = [
    { days: 5, dataGb: 10, priceTwd: 300 },
    { days: 5, dataGb: null, priceTwd: 450 },
    { days: 10, dataGb: null, priceTwd: 600 },
  ]
  it('by days, by data, by both, or none', () => {
    expect(plansFitting(plans, { days: 5 }).map((p) => p.priceTwd)).toEqual([300, 450])
    expect(plansFitting(plans, { data: 'unlimited' }).map((p) => p.priceTwd)).toEqual([450, 600])
    expect(plansFitting(plans, { data: 'capped' }).map((p) => p.priceTwd)).toEqual([300])
    expect(plansFitting(plans, { days: 10, data: 'capped' })).toEqual([])
    expect(plansFitting(plans, {})).toHaveLength(3)
  })
  it('lists the lengths on offer once, shortest first', () => {
    expect(planLengths([{ plans }, { plans: [{ days: 3 }, { days: 30 }, { days: 5 }] }])).toEqual([3, 5, 10, 30])
  })
  it('reads query parameters strictly', () => {
    expect([daysParam('5'), daysParam('05'), daysParam('0'), daysParam('366'), daysParam('5x'), daysParam(undefined)]).toEqual([5, 5, null, null, null, null])
    expect([dataParam('unlimited'), dataParam('capped'), dataParam('all'), dataParam(undefined)]).toEqual(['unlimited', 'capped', null, null])
  })
})
