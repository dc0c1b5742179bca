import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { MESSAGES } from '@/i18n/messages'

import { deliveryKind, fulfilEvent, labelLeg, parseTicketPayload, showsDelivery, ticketPayload, ticketsFor, voucherPayload } from './fulfilment'

describe('deliveryKind', () => {
  it('eSIM codes, a pickup voucher or tickets, and the status event of each', () => {
    expect(deliveryKind({ itemKind: 'product', cardType: 'esim' })).toBe('esim')
    expect(deliveryKind({ itemKind: 'product', cardType: 'physical' })).toBe('voucher')
    expect(deliveryKind({ itemKind: 'rail' })).toBe('tickets')
    expect(deliveryKind({ itemKind: 'observationDeck' })).toBe('tickets')
    expect(fulfilEvent('voucher')).toBe('issueVoucher')
    expect(fulfilEvent('esim')).toBe('deliver')
    expect(fulfilEvent('tickets')).toBe('deliver')
  })

  it('shows what was delivered only once it was', () => {
    expect(['unpaid', 'paid', 'cancelled', 'refunded'].map((s) => showsDelivery(s as never))).toEqual([false, false, false, false])
    expect(['pendingPickup', 'delivered', 'pickedUp', 'redeemed'].map((s) => showsDelivery(s as never))).toEqual([true, true, true, true])
  })
})

describe('ticketsFor', () => {
  it('a round trip is two tickets per traveller: outbound, then return', () => {
    expect(ticketsFor({ itemKind: 'rail', railTrip: 'roundTrip', quantity: 2 })).toEqual([
      { index: 1, total: 4, leg: 'outbound', traveller: 1 },
      { index: 2, total: 4, leg: 'return', traveller: 1 },
      { index: 3, total: 4, leg: 'outbound', traveller: 2 },
      { index: 4, total: 4, leg: 'return', traveller: 2 },
    ])
  })

  it('one ticket per traveller for a one-way trip or the observation deck; none for a SIM', () => {
    expect(ticketsFor({ itemKind: 'rail', railTrip: 'oneWay', quantity: 1 })).toEqual([{ index: 1, total: 1, leg: 'single', traveller: 1 }])
    expect(ticketsFor({ itemKind: 'observationDeck', quantity: 3 }).map((t) => t.index)).toEqual([1, 2, 3])
    expect(ticketsFor({ itemKind: 'product', cardType: 'esim', quantity: 2 })).toEqual([])
  })
})

describe('QR payloads', () => {
  it('a ticket says order, number, leg and signature, and reads back', () => {
    const text = ticketPayload('TW261203-7K3QXM', { index: 2, total: 2, leg: 'return' }, 'abcDEF_-12')
    expect(text).toBe('TWT1.TW261203-7K3QXM.2-2.R.abcDEF_-12')
    expect(parseTicketPayload(text)).toEqual({ orderNumber: 'TW261203-7K3QXM', index: 2, total: 2, leg: 'return', signature: 'abcDEF_-12' })
  })

  it('refuses what is not a ticket', () => {
    expect(parseTicketPayload('TWT1.TW1.3-2.O.abcdefghij')).toBeNull()
    expect(parseTicketPayload('TW261203-7K3QXM')).toBeNull()
    expect(parseTicketPayload('TWT1.TW261203-7K3QXM.1-1.X.abcdefghij')).toBeNull()
  })

  it('the voucher is the order number', () => {
    expect(voucherPayload('TW261203-7K3QXM')).toBe('TW261203-7K3QXM')
  })
})

describe('labelLeg', () => {
  const t = createTranslator({ locale: 'en', messages: MESSAGES.en, namespace: 'mail.delivered.tickets' })
  const ja = createTranslator({ locale: 'ja', messages: MESSAGES.ja, namespace: 'mail.delivered.tickets' })
  const label = (translate: typeof t, order: Parameters<typeof ticketsFor>[0], visit: unknown) =>
    ticketsFor(order).map((ticket) => translate('ticket', { n: ticket.index, total: ticket.total, leg: labelLeg(ticket, visit) }))

  it('names the rail journey of each ticket, and none for an observation-deck visit', () => {
    expect(label(t, { itemKind: 'rail', railTrip: 'roundTrip', quantity: 1 }, null)).toEqual(['Ticket 1 of 2 (outbound journey)', 'Ticket 2 of 2 (return journey)'])
    expect(label(t, { itemKind: 'rail', railTrip: 'oneWay', quantity: 1 }, null)).toEqual(['Ticket 1 of 1 (single journey)'])
    expect(label(t, { itemKind: 'observationDeck', quantity: 2 }, { date: '2026-12-01', timeSlot: '10:00' })).toEqual(['Ticket 1 of 2', 'Ticket 2 of 2'])
    expect(label(ja, { itemKind: 'observationDeck', quantity: 1 }, { date: '2026-12-01', timeSlot: '10:00' })).toEqual(['チケット1／1'])
  })
})
