import { describe, expect, it } from 'vitest'

import { signNotify, verifyNotifySignature } from './notifySignature'

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
