import { describe, expect, it } from 'vitest'

import { luhnCheckDigit } from './iccid'
import { checkCardSerials, contactChanges, maskEmail, maskPhone, mayChangeContact, mayChangePickup, mayChangeVisit, mayTake, samePickup } from './staffDesk'

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
  it('a deck visit moves before it begins, while no ticket was admitted and the order is open', () => {
    const now = { date: '2026-12-01', time: '10:00' }
    const visit = { visitDate: '2026-12-01', time: '11:00' }
    expect(['unpaid', 'paid', 'delivered'].map((s) => mayChangeVisit(s as never, visit, 0, now))).toEqual([true, true, true])
    expect(['redeemed', 'cancelled', 'refunded'].map((s) => mayChangeVisit(s as never, visit, 0, now))).toEqual([false, false, false])
    expect(mayChangeVisit('delivered', visit, 1, now)).toBe(false)
    expect(mayChangeVisit('delivered', { visitDate: '2026-12-01', time: '10:00' }, 0, now)).toBe(false)
    expect(mayChangeVisit('delivered', { visitDate: '2026-11-30', time: '18:00' }, 0, now)).toBe(false)
    expect(mayChangeVisit('delivered', {}, 0, now)).toBe(false)
  })
  it('a contact correction changes only what differs, and tells the old address the new one masked', () => {
    const was = { email: 'Traveller@Example.com', phone: '+886912345678' }
    expect(contactChanges(was, { email: 'traveller@example.com ', phone: '+886 912-345-678' })).toEqual({})
    expect(contactChanges(was, { email: 'New@Example.com' })).toEqual({ email: { from: 'Traveller@Example.com', to: 'new@example.com' } })
    expect(contactChanges(was, { phone: '+81 90-1234-5678' })).toEqual({ phone: { from: '+886912345678', to: '+819012345678' } })
    expect(maskEmail('traveller@example.com')).toBe('t•••••••r@example.com')
    expect(maskEmail('ab@example.com')).toBe('a•@example.com')
    expect(maskPhone('+819012345678')).toBe('+819•••••5678')
    expect(['cancelled', 'refunded'].map((s) => mayChangeContact(s as never))).toEqual([false, false])
    expect(mayChangeContact('pickedUp')).toBe(true)
  })
  it('support and admins change orders and keep notes; counter and editor do not', () => {
    for (const action of ['changeOrder', 'changeVisit', 'changeContact', 'orderNote', 'resendMail'] as const) {
      expect(['admin', 'support', 'counter', 'editor'].map((r) => mayTake(r, action))).toEqual([true, true, false, false])
    }
  })
})
