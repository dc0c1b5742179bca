import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { MESSAGES } from '@/i18n/messages'

import { historyText, paramsOfOldNote, type HistoryTranslate } from './orderHistory'

const tOf = (locale: 'zh-TW' | 'ja' | 'en'): HistoryTranslate => {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'orderHistory' })
  return (key, values) => (t as unknown as (k: string, v?: object) => string)(key, values)
}

describe('historyText', () => {
  it('writes a refund out in the reader’s language', () => {
    const entry = { params: { kind: 'refunded', amount: 270, fee: 30 } }
    expect(historyText(entry, tOf('en'))).toBe('Refunded NT$270, fee NT$30')
    expect(historyText(entry, tOf('zh-TW'))).toBe('已退款 NT$270，手續費 NT$30')
    expect(historyText(entry, tOf('ja'))).toBe('NT$270を返金しました（手数料NT$30）')
  })

  it('quotes the reason staff typed, as typed', () => {
    const entry = { params: { kind: 'partlyRefunded', amount: 100, left: 200, reason: 'late delivery' } }
    expect(historyText(entry, tOf('zh-TW'))).toBe('部分退款 NT$100（尚可退 NT$200） — 原因：late delivery')
    expect(historyText({ params: { kind: 'handoverUndone', cards: '8988', reason: 'wrong order' } }, tOf('en'))).toBe('Handover undone (cards 8988): the card waits at the counter again — reason: wrong order')
  })

  it('writes a pickup move in the reader’s language (the places as the order named them)', () => {
    const entry = { params: { kind: 'pickupChanged', from: 'T1 2026-12-02 06:00', to: 'T2 2026-12-06 23:30' } }
    expect(historyText(entry, tOf('zh-TW'))).toBe('取卡資訊由 T1 2026-12-02 06:00 改為 T2 2026-12-06 23:30')
    expect(historyText(entry, tOf('ja'))).toBe('受け取りのカウンターと日時をT1 2026-12-02 06:00からT2 2026-12-06 23:30に変更しました')
  })

  it('shows an old free-text entry as it was, and nothing for none', () => {
    expect(historyText({ note: 'TapPay rec123' }, tOf('ja'))).toBe('TapPay rec123')
    expect(historyText({ params: { kind: 'unknown' }, note: null }, tOf('ja'))).toBeNull()
  })
})

describe('paramsOfOldNote', () => {
  it('reads the old English notes whose shape is known', () => {
    expect(paramsOfOldNote('refund', 'refund of 270 TWD, fee 30 TWD')).toEqual({ kind: 'refunded', amount: 270, fee: 30 })
    expect(paramsOfOldNote('refund', 'refund of 420 TWD, fee 30 TWD; eSIM profiles taken back: 1 cancelled, 0 revoked, 0 imported codes revoked in the shop only')).toEqual({
      kind: 'refunded', amount: 420, fee: 30, cancelled: 1, revoked: 0, localOnly: 0,
    })
    expect(paramsOfOldNote('pickUp', 'cards 8988600000000000001, 8988600000000000002')).toEqual({ kind: 'handedOver', cards: '8988600000000000001, 8988600000000000002' })
    expect(paramsOfOldNote('redeem', 'ticket 1 of 2 admitted')).toEqual({ kind: 'ticketAdmitted', index: 1, total: 2 })
    expect(paramsOfOldNote('pay', 'TapPay rec123')).toBeNull()
  })
})
