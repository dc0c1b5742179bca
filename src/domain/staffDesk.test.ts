import { describe, expect, it } from 'vitest'

import { luhnCheckDigit } from './iccid'
import { checkCardSerials, mayChangePickup, mayTake, samePickup } from './staffDesk'

const iccid = (body: string) => `${body}${luhnCheckDigit(body)}`
const A = iccid('898860123456789012')
const B = iccid('8988601234567890123')

describe('the card serials of a handover (one ICCID per card, in card order)', () => {
  it('takes one valid ICCID per card, as typed (grouped) or not, in card order', () => {
    expect(checkCardSerials([A, B.replace(/(\d{4})/g, '$1 ').trim()], 2)).toEqual({ ok: true, serials: [A, B] })
  })

  it('names the card whose serial is missing, not an ICCID, or typed twice; another count is refused whole', () => {
    expect(checkCardSerials([A], 2)).toEqual({ ok: false, problem: 'count' })
    expect(checkCardSerials([A, ' '], 2)).toEqual({ ok: false, problem: 'missing', card: 1 })
    expect(checkCardSerials([`${A.slice(0, -1)}${(Number(A.slice(-1)) + 1) % 10}`, B], 2)).toEqual({ ok: false, problem: 'format', card: 0 })
    expect(checkCardSerials(['8988600000000000001'], 1)).toEqual({ ok: false, problem: 'format', card: 0 })
    expect(checkCardSerials([A, A], 2)).toEqual({ ok: false, problem: 'duplicate', card: 1 })
  })
})

describe('order changes (issue 38)', () => {
  it('a pickup moves while no card is handed over: unpaid, paid or pending pickup, and not once picked up', () => {
    expect(['unpaid', 'paid', 'pendingPickup'].map((s) => mayChangePickup(s as never, null))).toEqual([true, true, true])
    expect(mayChangePickup('pendingPickup', '2026-11-29T01:00:00Z')).toBe(false)
    expect(['pickedUp', 'cancelled', 'refunded', 'delivered', 'redeemed'].map((s) => mayChangePickup(s as never, null))).toEqual([false, false, false, false, false])
  })
  it('the same pickup asked again is no change', () => {
    const p = { airportId: 1, counterId: 'c1', date: '2026-12-06', time: '10:00' }
    expect(samePickup({ ...p }, p)).toBe(true)
    expect(samePickup({ ...p, time: '10:30' }, p)).toBe(false)
    expect(samePickup({}, p)).toBe(false)
  })
  it('support and admins change orders and keep notes; counter and editor do not', () => {
    for (const action of ['changeOrder', 'orderNote', 'resendMail'] as const) {
      expect(['admin', 'support', 'counter', 'editor'].map((r) => mayTake(r, action))).toEqual([true, true, false, false])
    }
  })
})
