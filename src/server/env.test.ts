import { describe, expect, it } from 'vitest'

import { productionConfigProblems } from './env'
import { DEFAULT_SANDBOX, tapPayConfig } from './payments/config'

const SECRET = 'a'.repeat(64)
const TAPPAY = {
  TAPPAY_API_URL: 'https://prod.tappaysdk.com',
  TAPPAY_SDK_URL: 'https://js.tappaysdk.com/sdk/tpdirect/v5.18.0',
  TAPPAY_APP_ID: '12345',
  TAPPAY_APP_KEY: 'app_live',
  TAPPAY_PARTNER_KEY: 'partner_live',
  TAPPAY_MERCHANT_ID: 'shop_CTBC',
}
/** The notify secret a production server talking to the local sandbox must be given. */
const SANDBOX_NOTIFY = { TAPPAY_NOTIFY_SECRET: 'n'.repeat(40) }
const prod = (extra: Record<string, string> = {}) => productionConfigProblems({ NODE_ENV: 'production', ...extra })

describe('productionConfigProblems', () => {
  it('has nothing to say outside production', () => {
    expect(productionConfigProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(productionConfigProblems({ NODE_ENV: 'test', SEED_DEMO: 'true' })).toEqual([])
  })

  it('accepts a production server with a secret and a mail server', () => {
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.com:587', ...TAPPAY })).toEqual([])
  })

  it('refuses a missing or short secret, even in a demo', () => {
    expect(prod({ SMTP_URL: 'smtp://x', DEMO_MODE: 'true' }).join()).toMatch(/PAYLOAD_SECRET is not set/)
    expect(prod({ PAYLOAD_SECRET: 'short', SMTP_URL: 'smtp://x', DEMO_MODE: 'true' }).join()).toMatch(/shorter than 32/)
  })

  it('refuses the Outbox as the only mail transport unless the deployment says it is a demo', () => {
    expect(prod({ PAYLOAD_SECRET: SECRET, ...TAPPAY }).join()).toMatch(/SMTP_URL is not set/)
    expect(prod({ PAYLOAD_SECRET: SECRET, DEMO_MODE: 'true', ...SANDBOX_NOTIFY })).toEqual([])
  })

  it('refuses to seed the demo accounts unless the deployment says it is a demo', () => {
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', SEED_DEMO: 'true', ...TAPPAY }).join()).toMatch(/SEED_DEMO=true/)
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', SEED_DEMO: 'true', DEMO_MODE: 'true', ...SANDBOX_NOTIFY })).toEqual([])
  })

  it('refuses a real shop without TapPay keys or with the local sandbox; a demo may use the sandbox', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x' }
    expect(prod(base).join()).toMatch(/TapPay is not configured \(TAPPAY_API_URL, TAPPAY_SDK_URL, TAPPAY_APP_ID, TAPPAY_APP_KEY, TAPPAY_PARTNER_KEY, TAPPAY_MERCHANT_ID\)/)
    expect(prod({ ...base, ...TAPPAY, TAPPAY_MERCHANT_ID: '' }).join()).toMatch(/TAPPAY_MERCHANT_ID/)
    expect(prod({ ...base, ...TAPPAY, TAPPAY_API_URL: 'http://127.0.0.1:3090' }).join()).toMatch(/TAPPAY_API_URL must be TapPay's https address/)
    expect(prod({ ...base, DEMO_MODE: 'true', ...SANDBOX_NOTIFY })).toEqual([])
    expect(prod({ ...base, TAPPAY_SANDBOX: 'true', ...SANDBOX_NOTIFY })).toEqual([])
  })

  it('needs a notify secret of its own where the local sandbox signs, and none where TapPay (which does not sign) is used', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x' }
    for (const mode of [{ DEMO_MODE: 'true' }, { TAPPAY_SANDBOX: 'true' }] as Record<string, string>[]) {
      expect(prod({ ...base, ...mode }).join()).toMatch(/TAPPAY_NOTIFY_SECRET is not set/)
      expect(prod({ ...base, ...mode, TAPPAY_NOTIFY_SECRET: DEFAULT_SANDBOX.notifySecret }).join()).toMatch(/TAPPAY_NOTIFY_SECRET is not set/)
      expect(prod({ ...base, ...mode, TAPPAY_NOTIFY_SECRET: 'short' }).join()).toMatch(/TAPPAY_NOTIFY_SECRET is shorter than 32/)
    }
    expect(prod({ ...base, ...TAPPAY, TAPPAY_NOTIFY_SECRET: SECRET }).join()).toMatch(/TapPay does not sign/)
    // A demo with TapPay's own test service: nobody signs, nothing to set.
    expect(prod({ ...base, ...TAPPAY, DEMO_MODE: 'true' })).toEqual([])
  })
})

describe('tapPayConfig', () => {
  it("never verifies a production server's notify with the secret written in the source", () => {
    expect(tapPayConfig({ NODE_ENV: 'development' }).notifySecret).toBe(DEFAULT_SANDBOX.notifySecret)
    expect(tapPayConfig({ NODE_ENV: 'production' }).notifySecret).toBeNull()
    expect(tapPayConfig({ NODE_ENV: 'production', TAPPAY_NOTIFY_SECRET: SECRET }).notifySecret).toBe(SECRET)
    // TapPay does not sign: without a secret its notify is a hint (re-read from the Record API).
    expect(tapPayConfig({ NODE_ENV: 'development', ...TAPPAY }).notifySecret).toBeNull()
  })
})
