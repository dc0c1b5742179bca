import { createServer } from 'node:net'

import { describe, expect, it } from 'vitest'

import type { TapPayConfig } from './config'
import { refundTransaction } from './tappay'

/** A port nothing listens on: the request fails in transport, as when TapPay cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('a TapPay call that gets no answer', () => {
  it('is a provider error whose message staff can read on the order: the failure, not the JS error class', async () => {
    const config = { apiUrl: `http://127.0.0.1:${await closedPort()}`, partnerKey: 'k', merchantId: 'm', appId: 1, appKey: 'a', sdkUrl: '', serverType: 'sandbox', notifySecret: null } as unknown as TapPayConfig
    const failure = await refundTransaction('D1', { amountTwd: 10 }, config).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toMatch(/^TapPay refund failed: /)
    expect((failure as Error).message).not.toMatch(/TypeError|Error:/)
  })
})
