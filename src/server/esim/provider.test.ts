import { describe, expect, it } from 'vitest'

import { goodsStateOf, profileFromRecord } from './provider'
import type { ProfileRecord } from './protocol'

const record = (over: Partial<ProfileRecord> = {}): ProfileRecord => ({
  esimTranNo: '25112901',
  orderNo: 'B2511290001',
  transactionId: 'TW1',
  iccid: '8988000000000000001',
  ac: 'LPA:1$rsp.example.com$ABC',
  smdpStatus: 'RELEASED',
  esimStatus: 'GOT_RESOURCE',
  totalVolume: 3 * 1024 ** 3,
  orderUsage: 0,
  totalDuration: 3,
  durationUnit: 'DAY',
  packageList: [],
  ...over,
})

describe('profileFromRecord', () => {
  it('reads the SM-DP+ state, data and validity', () => {
    expect(profileFromRecord(record())).toMatchObject({ ref: '25112901', state: 'released', usage: { usedBytes: 0, totalBytes: 3 * 1024 ** 3 }, validUntil: null })
    expect(profileFromRecord(record({ smdpStatus: 'ENABLED', esimStatus: 'IN_USE', orderUsage: 5, expiredTime: '2026-12-02T00:00:00Z' }))).toMatchObject({
      state: 'enabled',
      usage: { usedBytes: 5 },
      validUntil: '2026-12-02T00:00:00Z',
    })
  })

  it('lets the commercial end states win, and reads an unlimited package as no total', () => {
    expect(profileFromRecord(record({ esimStatus: 'CANCEL' })).state).toBe('cancelled')
    expect(profileFromRecord(record({ smdpStatus: 'ENABLED', esimStatus: 'REVOKED' })).state).toBe('revoked')
    expect(profileFromRecord(record({ esimStatus: 'USED_UP', smdpStatus: 'ENABLED' })).state).toBe('usedUp')
    expect(profileFromRecord(record({ totalVolume: 2 ** 53 - 1 })).usage).toEqual({ usedBytes: 0, totalBytes: null })
  })
})

describe('goodsStateOf', () => {
  it('is unused only while every profile was never downloaded', () => {
    expect(goodsStateOf('esimAccess', ['released', 'released'])).toBe('unused')
    expect(goodsStateOf('esimAccess', ['released', 'downloaded'])).toBe('used')
    expect(goodsStateOf('esimAccess', ['cancelled'])).toBe('unused')
    expect(goodsStateOf('esimAccess', ['released', 'unknown'])).toBe('unverified')
  })

  it('cannot know an imported code once sent, nor anything when the wholesaler cannot be asked', () => {
    expect(goodsStateOf('inventory', ['unknown'])).toBe('sent')
    expect(goodsStateOf('esimAccess', null)).toBe('unverified')
    expect(goodsStateOf('esimAccess', [])).toBe('notIssued')
  })
})
