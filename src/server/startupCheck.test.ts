import { describe, expect, it } from 'vitest'

import { productionConfigProblems } from './startupCheck'
import { DEFAULT_SANDBOX, tapPayConfig } from './payments/config'

const SECRET = 'a'.repeat(64)
const TAPPAY = {
  TAPPAY_API_URL: 'https://prod.tappaysdk.com',
  TAPPAY_SDK_URL: 'https://js.tappaysdk.com/sdk/tpdirect/v5.18.0',
  TAPPAY_APP_ID: '12345',
  TAPPAY_APP_KEY: 'app_live',
  TAPPAY_PARTNER_KEY: 'partner_live',
  TAPPAY_MERCHANT_ID: 'shop_CTBC',
  TAPPAY_SERVER_TYPE: 'production',
  // Where TapPay sends travellers back from 3-D Secure.
  NEXT_PUBLIC_SITE_URL: 'https://shop.example.com',
}
const ECPAY = {
  ECPAY_INVOICE_URL: 'https://einvoice.ecpay.com.tw/B2CInvoice',
  ECPAY_MERCHANT_ID: '1234567',
  ECPAY_HASH_KEY: 'k'.repeat(16),
  ECPAY_HASH_IV: 'v'.repeat(16),
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
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.com:587', ...TAPPAY, ...ECPAY })).toEqual([])
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
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', ...ECPAY }
    expect(prod(base).join()).toMatch(/TapPay is not configured \(TAPPAY_API_URL, TAPPAY_SDK_URL, TAPPAY_APP_ID, TAPPAY_APP_KEY, TAPPAY_PARTNER_KEY, TAPPAY_MERCHANT_ID\)/)
    expect(prod({ ...base, ...TAPPAY, TAPPAY_MERCHANT_ID: '' }).join()).toMatch(/TAPPAY_MERCHANT_ID/)
    expect(prod({ ...base, ...TAPPAY, TAPPAY_API_URL: 'http://127.0.0.1:3090' }).join()).toMatch(/TAPPAY_API_URL must be TapPay's https address/)
    expect(prod({ ...base, DEMO_MODE: 'true', ...SANDBOX_NOTIFY })).toEqual([])
    expect(prod({ ...base, TAPPAY_SANDBOX: 'true', ...SANDBOX_NOTIFY })).toEqual([])
  })

  it('refuses a real shop whose web SDK mode does not match TapPay’s API address (sandbox primes sent to production)', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', ...TAPPAY, ...ECPAY }
    // The issue's set-up: production keys and address, the SDK left in its sandbox default.
    expect(prod({ ...base, TAPPAY_SERVER_TYPE: 'sandbox' }).join()).toMatch(
      /TAPPAY_SERVER_TYPE is sandbox while TAPPAY_API_URL is TapPay's production address \(https:\/\/prod\.tappaysdk\.com\): primes the web SDK mints in sandbox mode are refused there/,
    )
    expect(prod({ ...base, TAPPAY_SERVER_TYPE: '' }).join()).toMatch(/TAPPAY_SERVER_TYPE must say which TapPay the web SDK mints primes for: production or sandbox \(production for https:\/\/prod\.tappaysdk\.com\)/)
    expect(prod({ ...base, TAPPAY_API_URL: 'https://sandbox.tappaysdk.com' }).join()).toMatch(/TAPPAY_SERVER_TYPE is production while TAPPAY_API_URL is TapPay's sandbox address/)
    // A staging shop on TapPay's sandbox, in sandbox mode, is consistent.
    expect(prod({ ...base, TAPPAY_API_URL: 'https://sandbox.tappaysdk.com', TAPPAY_SERVER_TYPE: 'sandbox' })).toEqual([])
    expect(prod(base)).toEqual([])
  })

  it('refuses a site address TapPay cannot return to or notify: https on port 443 only', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', ...TAPPAY, ...ECPAY }
    expect(prod({ ...base, NEXT_PUBLIC_SITE_URL: 'https://shop.example.com:8443' }).join()).toMatch(/only to https on port 443, not port 8443/)
    expect(prod({ ...base, NEXT_PUBLIC_SITE_URL: 'https://shop.example.com' })).toEqual([])
  })

  it('refuses a real shop whose site address is not where TapPay can send the traveller back from 3-D Secure', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', ...TAPPAY, ...ECPAY }
    const problems = (site: string | undefined) => prod({ ...base, NEXT_PUBLIC_SITE_URL: site ?? '' }).join()
    expect(problems(undefined)).toMatch(/NEXT_PUBLIC_SITE_URL is not set: TapPay would send travellers back from 3-D Secure to http:\/\/localhost:3000/)
    expect(problems('http://localhost:3000')).toMatch(/NEXT_PUBLIC_SITE_URL is http:\/\/localhost:3000, where TapPay would send travellers back/)
    expect(problems('http://shop.example.com')).toMatch(/it takes only https/)
    expect(problems('https://127.0.0.1')).toMatch(/it takes only https, and it must be where travellers reach this shop/)
    expect(problems('https://shop.example.com/ja')).toMatch(/must be the shop's address alone \(https:\/\/shop\.example\.com\)/)
    expect(problems('shop.example.com')).toMatch(/is not an address/)
    expect(prod(base)).toEqual([])
    expect(prod({ ...base, NEXT_PUBLIC_SITE_URL: 'https://shop.example.com/' })).toEqual([])
    // A demo, or a run against the local sandbox, may be reached at any address.
    expect(prod({ PAYLOAD_SECRET: SECRET, DEMO_MODE: 'true', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000', ...SANDBOX_NOTIFY })).toEqual([])
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', TAPPAY_SANDBOX: 'true', ...ECPAY, ...SANDBOX_NOTIFY })).toEqual([])
  })

  it('takes eSIMs from imported codes only without a wholesaler; a wholesaler needs its https address and both keys', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', ...TAPPAY, ...ECPAY }
    expect(prod(base)).toEqual([])
    const esim = { ESIM_ACCESS_URL: 'https://api.esimaccess.com/api/v1/open', ESIM_ACCESS_CODE: 'code', ESIM_ACCESS_SECRET: 'secret' }
    expect(prod({ ...base, ...esim })).toEqual([])
    expect(prod({ ...base, ...esim, ESIM_ACCESS_SECRET: '' }).join()).toMatch(/ESIM_ACCESS_CODE and ESIM_ACCESS_SECRET/)
    expect(prod({ ...base, ...esim, ESIM_ACCESS_URL: 'http://127.0.0.1:4000/api/v1/open' }).join()).toMatch(/ESIM_ACCESS_URL must be the wholesaler's https address/)
    expect(prod({ ...base, ...esim, ESIM_ACCESS_URL: 'http://127.0.0.1:4000/api/v1/open', ESIM_SANDBOX: 'true' })).toEqual([])
  })

  it('refuses a real shop without its ECPay e-invoice settings, instead of failing at the first invoice; a demo or the e2e run uses the sandbox', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', ...TAPPAY }
    expect(prod(base).join()).toMatch(/ECPAY_INVOICE_URL is not set/)
    expect(prod(base).join()).toMatch(/ECPay's e-invoice merchant is not configured \(ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV\)/)
    expect(prod({ ...base, ...ECPAY })).toEqual([])
    expect(prod({ ...base, ...ECPAY, ECPAY_HASH_IV: '' }).join()).toMatch(/ECPAY_HASH_IV/)
    expect(prod({ ...base, ...ECPAY, ECPAY_INVOICE_URL: 'http://127.0.0.1:4100/B2CInvoice' }).join()).toMatch(/ECPAY_INVOICE_URL must be ECPay's production address/)
    expect(prod({ ...base, ...ECPAY, ECPAY_INVOICE_URL: 'https://einvoice-stage.ecpay.com.tw/B2CInvoice' }).join()).toMatch(/must be ECPay's production address/)
    expect(prod({ ...base, ...ECPAY, ECPAY_MERCHANT_ID: '2000132', ECPAY_HASH_KEY: 'ejCk326UnaZWKisg', ECPAY_HASH_IV: 'q9jcZX8Ib9LM8wYk' }).join()).toMatch(/public test merchant/)
    expect(prod({ ...base, ...ECPAY, ECPAY_HASH_KEY: 'short' }).join()).toMatch(/16 characters/)
    expect(prod({ ...base, DEMO_MODE: 'true' })).toEqual([])
    expect(prod({ ...base, ECPAY_SANDBOX: 'true' })).toEqual([])
  })

  it('needs a notify secret of its own where the local sandbox signs, and none where TapPay (which does not sign) is used', () => {
    const base = { PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x' }
    for (const mode of [{ DEMO_MODE: 'true' }, { TAPPAY_SANDBOX: 'true' }] as Record<string, string>[]) {
      expect(prod({ ...base, ...mode }).join()).toMatch(/TAPPAY_NOTIFY_SECRET is not set/)
      expect(prod({ ...base, ...mode, TAPPAY_NOTIFY_SECRET: DEFAULT_SANDBOX.notifySecret }).join()).toMatch(/TAPPAY_NOTIFY_SECRET is not set/)
      expect(prod({ ...base, ...mode, TAPPAY_NOTIFY_SECRET: 'short' }).join()).toMatch(/TAPPAY_NOTIFY_SECRET is shorter than 32/)
    }
    expect(prod({ ...base, ...TAPPAY, ...ECPAY, TAPPAY_NOTIFY_SECRET: SECRET }).join()).toMatch(/TapPay does not sign/)
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
