import { describe, expect, it } from 'vitest'

import { productionConfigProblems } from './env'

const SECRET = 'a'.repeat(64)
const prod = (extra: Record<string, string> = {}) => productionConfigProblems({ NODE_ENV: 'production', ...extra })

describe('productionConfigProblems', () => {
  it('has nothing to say outside production', () => {
    expect(productionConfigProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(productionConfigProblems({ NODE_ENV: 'test', SEED_DEMO: 'true' })).toEqual([])
  })

  it('accepts a production server with a secret and a mail server', () => {
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.com:587' })).toEqual([])
  })

  it('refuses a missing or short secret, even in a demo', () => {
    expect(prod({ SMTP_URL: 'smtp://x', DEMO_MODE: 'true' }).join()).toMatch(/PAYLOAD_SECRET is not set/)
    expect(prod({ PAYLOAD_SECRET: 'short', SMTP_URL: 'smtp://x', DEMO_MODE: 'true' }).join()).toMatch(/shorter than 32/)
  })

  it('refuses the Outbox as the only mail transport unless the deployment says it is a demo', () => {
    expect(prod({ PAYLOAD_SECRET: SECRET }).join()).toMatch(/SMTP_URL is not set/)
    expect(prod({ PAYLOAD_SECRET: SECRET, DEMO_MODE: 'true' })).toEqual([])
  })

  it('refuses to seed the demo accounts unless the deployment says it is a demo', () => {
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', SEED_DEMO: 'true' }).join()).toMatch(/SEED_DEMO=true/)
    expect(prod({ PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://x', SEED_DEMO: 'true', DEMO_MODE: 'true' })).toEqual([])
  })
})
