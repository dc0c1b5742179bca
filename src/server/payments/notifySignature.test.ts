import { describe, expect, it } from 'vitest'

import { NOTIFY_TOLERANCE_SECONDS, notifyReplayKey, signNotify, verifyNotifySignature } from './notifySignature'

describe('notify signature', () => {
  const body = JSON.stringify({ rec_trade_id: 'D1', status: 0 })

  it('accepts its own signature and refuses another secret, another body or an old one', () => {
    const header = signNotify('secret', body)
    expect(verifyNotifySignature('secret', body, header)).toBe(true)
    expect(verifyNotifySignature('other', body, header)).toBe(false)
    expect(verifyNotifySignature('secret', body.replace('0', '1'), header)).toBe(false)
    expect(verifyNotifySignature('secret', body, signNotify('secret', body, Date.now() - 3_600_000))).toBe(false)
    expect(verifyNotifySignature('secret', body, null)).toBe(false)
    expect(verifyNotifySignature('secret', body, 'garbage')).toBe(false)
  })
})

describe('notify replay key', () => {
  const body = JSON.stringify({ rec_trade_id: 'D1', status: 0 })

  it('names a signed notify by its signature, remembered until the signature is refused anyway', () => {
    const now = Date.now()
    const header = signNotify('secret', body, now)
    const key = notifyReplayKey(body, header, now)
    expect(key.key).toBe(notifyReplayKey(body, header, now + 60_000).key)
    expect(key.key).not.toBe(notifyReplayKey(body, signNotify('secret', body, now + 1_000), now).key)
    expect(key.until.getTime()).toBe((Math.floor(now / 1000) + NOTIFY_TOLERANCE_SECONDS) * 1000)
  })

  it('names an unsigned notify (TapPay) by its exact bytes', () => {
    expect(notifyReplayKey(body, null).key).toBe(notifyReplayKey(body, null).key)
    expect(notifyReplayKey(body, null).key).not.toBe(notifyReplayKey(`${body} `, null).key)
  })
})
