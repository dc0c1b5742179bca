import { describe, expect, it } from 'vitest'

import { parseTicketPayload, ticketPayload } from '@/domain/fulfilment'

import { isOrderKey, orderFilePath, orderKey, orderPagePath, ticketSignature } from './orderLinks'

describe('order page link signing', () => {
  it('a key is 22 base64url characters, the same for the same order, different for another', () => {
    const key = orderKey('TW261203-7K3QXM')
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(orderKey('TW261203-7K3QXM')).toBe(key)
    expect(orderKey('TW261203-7K3QXN')).not.toBe(key)
  })

  it('accepts the right key only', () => {
    const key = orderKey('TW261203-7K3QXM')
    expect(isOrderKey('TW261203-7K3QXM', key)).toBe(true)
    expect(isOrderKey('TW261203-7K3QXN', key)).toBe(false)
    expect(isOrderKey('TW261203-7K3QXM', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBe(false)
    expect(isOrderKey('TW261203-7K3QXM', key.slice(1))).toBe(false)
    expect(isOrderKey('TW261203-7K3QXM', undefined)).toBe(false)
    expect(isOrderKey('TW261203-7K3QXM', [key])).toBe(false)
  })

  it('links carry the language prefix and the key', () => {
    const key = orderKey('TW261203-7K3QXM')
    expect(orderPagePath('zh-TW', 'TW261203-7K3QXM')).toBe(`/order/TW261203-7K3QXM?key=${key}`)
    expect(orderPagePath('ja', 'TW261203-7K3QXM')).toBe(`/ja/order/TW261203-7K3QXM?key=${key}`)
    expect(orderFilePath('TW261203-7K3QXM', 'calendar.ics')).toBe(`/order/TW261203-7K3QXM/calendar.ics?key=${key}`)
  })
})

describe('ticket signatures', () => {
  it('sign what the QR code says: another number or leg does not verify', () => {
    const ticket = { index: 1, total: 2, leg: 'outbound' } as const
    const signature = ticketSignature('TW261203-7K3QXM', ticket)
    expect(signature).toMatch(/^[A-Za-z0-9_-]{10}$/)
    const parsed = parseTicketPayload(ticketPayload('TW261203-7K3QXM', ticket, signature))!
    expect(ticketSignature(parsed.orderNumber, parsed)).toBe(parsed.signature)
    expect(ticketSignature('TW261203-7K3QXM', { ...ticket, leg: 'return' })).not.toBe(signature)
    expect(ticketSignature('TW261203-7K3QXM', { ...ticket, index: 2 })).not.toBe(signature)
  })
})
