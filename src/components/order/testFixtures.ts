/** Book infos and facts the order form's unit tests share (the shapes POST /api/getBookInfo returns). */
import type { ActivityBookInfo, OrderFormOutput, Partner, ProductBookInfo } from './types'

export const price = { twd: 300, currency: 'TWD' as const, amount: 300, formatted: 'NT$300', formattedTwd: 'NT$300', approximate: false }

export const counter = {
  id: 'c1',
  name: 'Arrival counter',
  terminal: 'T1',
  location: null,
  opensAt: '09:00',
  closesAt: '11:00',
  times: ['09:00', '09:30', '10:00', '10:30', '11:00'],
}

/** A physical SIM picked up at one counter of one airport. */
export const sim: ProductBookInfo = {
  kind: 'product',
  id: 1,
  name: 'SIM',
  cardType: 'physical',
  network: '5G',
  plans: [{ id: 'p1', days: 5, dataAllowance: 'Unlimited', priceTwd: 300, price }],
  pickup: {
    airports: [{ id: 7, name: 'TPE', code: 'TPE', counters: [counter] }],
    firstDate: '2026-05-01',
    lastDate: '2026-07-30',
    now: { date: '2026-05-01', time: '09:40' },
  },
  maxQuantity: 10,
}

export const esim: ProductBookInfo = { ...sim, id: 3, name: 'eSIM', cardType: 'esim', pickup: null }

export const deck: ActivityBookInfo = {
  kind: 'observationDeck',
  id: 2,
  name: 'Deck',
  prices: { ticket: price },
  visit: { firstDate: '2026-05-01', lastDate: '2026-10-28' },
  maxQuantity: 10,
}

export const rail: ActivityBookInfo = { kind: 'rail', id: 4, name: 'Rail', prices: { oneWay: price }, visit: null, maxQuantity: 10 }

export const now = { date: '2026-05-01', time: '09:40' }

export const partners: Partner[] = [
  { value: 'none', name: 'None', cardNumberPattern: null },
  { value: 'asiaMiles', name: 'Asia Miles', cardNumberPattern: '^\\d{10}$' },
]

/** A complete eSIM order as the form holds it once every check has passed. */
export const order = {
  item: { kind: 'product', productId: 3, planId: 'p1', cardType: 'esim', quantity: 1 },
  email: 'traveller@example.com',
  phone: '+886912345678',
  verificationCode: '123456',
  surname: 'CHEN',
  givenName: 'MEI',
  birthDate: '1990-04-12',
  guardianConsent: false,
  promoCode: '',
  partnerName: 'none',
  partnerCardNumber: '',
  agree: true,
} satisfies OrderFormOutput
