/**
 * The frame of an e2e fixture script (tsx with tsconfig.scripts.json, on the e2e database): Payload without its
 * onInit, `make`'s result printed as one `TAG {json}` line for runTsxScript's caller, Payload closed, the exit code
 * set. (The older fixtures write this frame out themselves.)
 */
import { getPayload, type Payload } from 'payload'

import config from '../../payload.config'

export function runFixture(tag: string, make: (payload: Payload) => Promise<unknown>): void {
  const main = async () => {
    const payload = await getPayload({ config, disableOnInit: true })
    try {
      console.log(`${tag} ${JSON.stringify(await make(payload))}`)
    } finally {
      await payload.destroy()
    }
  }
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

/**
 * A member and one order of theirs: a NT$450 eSIM in zh-TW, paid-looking fields left to `data` (status, payment,
 * invoice …). Its number is `prefix` and a stamp; its contact address is unique to it.
 */
export async function fixtureOrder(payload: Payload, prefix: string, data: Record<string, unknown>) {
  const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
  const email = `${prefix.toLowerCase()}-${stamp.toLowerCase()}@e2e.test`
  const member = await payload.create({ collection: 'members', data: { email, password: `pw-${stamp}-1`, accountType: 1 } })
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      orderNumber: `${prefix}${stamp}`,
      status: 'unpaid',
      member: member.id,
      locale: 'zh-TW',
      displayCurrency: 'TWD',
      itemKind: 'product',
      itemName: '5G eSIM',
      cardType: 'esim',
      quantity: 1,
      contactEmail: email,
      contactPhone: '+886912345678',
      surname: 'LIN',
      givenName: 'MEI',
      birthDate: '1990-01-01',
      unitPriceTwd: 450,
      subtotalTwd: 450,
      discountTwd: 0,
      totalTwd: 450,
      consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: new Date().toISOString() },
      ...data,
    } as never,
  })
}
