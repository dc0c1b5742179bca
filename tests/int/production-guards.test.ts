/**
 * What a production deployment refuses to do (issue "Security first", findings 1 and 3): start with the
 * Outbox as its only mail transport, or seed the documented demo accounts, unless it says it is a demo; and
 * (issue 36) take TapPay payments with a site address TapPay cannot send the traveller back to from 3-D Secure.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { STAFF, payload } from './helpers'

const root = path.resolve(__dirname, '../..')

function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.scripts.json', script, ...args], { cwd: root, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

const SECRET = 'x'.repeat(64)

describe('a production server', () => {
  it('refuses to start without a mail server, unless DEMO_MODE=true', async () => {
    const { code, output } = await run('scripts/serve.ts', ['-p', '0'], { NODE_ENV: 'production', PAYLOAD_SECRET: SECRET, SMTP_URL: '', DEMO_MODE: '' })
    expect(code).toBe(1)
    expect(output).toContain('refusing to start')
    expect(output).toContain('SMTP_URL is not set')
  })

  it('refuses to start with the local TapPay sandbox but without a notify secret of its own (issue 36)', async () => {
    const env = { NODE_ENV: 'production' as const, PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://127.0.0.1:1', TAPPAY_API_URL: '', DEMO_MODE: 'true' }
    for (const notifySecret of ['', 'sandbox-notify-secret']) {
      const { code, output } = await run('scripts/serve.ts', ['-p', '0'], { ...env, TAPPAY_NOTIFY_SECRET: notifySecret })
      expect(code, output).toBe(1)
      expect(output).toContain('TAPPAY_NOTIFY_SECRET is not set')
    }
  })

  it('refuses to start without a secret', async () => {
    const { code, output } = await run('scripts/serve.ts', ['-p', '0'], { NODE_ENV: 'production', PAYLOAD_SECRET: '', SMTP_URL: 'smtp://127.0.0.1:1' })
    expect(code).toBe(1)
    expect(output).toContain('PAYLOAD_SECRET is not set')
  })

  it('refuses to start when TapPay would send travellers back from 3-D Secure anywhere but the shop’s public https address', async () => {
    // A real shop (not a demo, not the local sandbox): TapPay's keys are checked too, and said apart.
    const shop = { NODE_ENV: 'production' as const, PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://127.0.0.1:1', DEMO_MODE: '', TAPPAY_SANDBOX: '' }
    // The set-up: the site address is localhost while travellers reach the shop elsewhere.
    const local = await run('scripts/serve.ts', ['-p', '0'], { ...shop, NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })
    expect(local.code).toBe(1)
    expect(local.output).toContain('refusing to start')
    expect(local.output).toContain('NEXT_PUBLIC_SITE_URL is http://localhost:3000, where TapPay would send travellers back from 3-D Secure')
    const unset = await run('scripts/serve.ts', ['-p', '0'], { ...shop, NEXT_PUBLIC_SITE_URL: '' })
    expect(unset.code).toBe(1)
    expect(unset.output).toContain('NEXT_PUBLIC_SITE_URL is not set: TapPay would send travellers back from 3-D Secure to http://localhost:3000')
  }, 90_000)

  it('refuses to start without its ECPay e-invoice settings, instead of failing at the first invoice', async () => {
    const shop = { NODE_ENV: 'production' as const, PAYLOAD_SECRET: SECRET, SMTP_URL: 'smtp://127.0.0.1:1', DEMO_MODE: '', TAPPAY_SANDBOX: 'true', ECPAY_SANDBOX: '' }
    const none = await run('scripts/serve.ts', ['-p', '0'], { ...shop, ECPAY_INVOICE_URL: '', ECPAY_MERCHANT_ID: '', ECPAY_HASH_KEY: '', ECPAY_HASH_IV: '' })
    expect(none.code).toBe(1)
    expect(none.output).toContain('refusing to start')
    expect(none.output).toContain('ECPAY_INVOICE_URL is not set')
    expect(none.output).toContain("ECPay's e-invoice merchant is not configured (ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV)")
    const stage = await run('scripts/serve.ts', ['-p', '0'], {
      ...shop,
      ECPAY_INVOICE_URL: 'https://einvoice-stage.ecpay.com.tw/B2CInvoice',
      ECPAY_MERCHANT_ID: '2000132',
      ECPAY_HASH_KEY: 'ejCk326UnaZWKisg',
      ECPAY_HASH_IV: 'q9jcZX8Ib9LM8wYk',
    })
    expect(stage.code).toBe(1)
    expect(stage.output).toContain("must be ECPay's production address")
    expect(stage.output).toContain("ECPay's public test merchant")
  }, 90_000)

  it('refuses to seed the demo accounts unless DEMO_MODE=true', async () => {
    const p = await payload()
    const admin = await p.find({ collection: 'staff', where: { email: { equals: STAFF.admin } }, depth: 0 })
    const { code, output } = await run('scripts/payload-task.ts', ['seed'], { NODE_ENV: 'production', PAYLOAD_SECRET: SECRET, DEMO_MODE: '' })
    expect(code).toBe(1)
    expect(output).toContain('refusing to seed')
    // Nothing was written: the admin account is the one the test seed made, untouched.
    const after = await p.find({ collection: 'staff', where: { email: { equals: STAFF.admin } }, depth: 0 })
    expect(after.docs[0]!.updatedAt).toBe(admin.docs[0]!.updatedAt)
  }, 90_000)
})
