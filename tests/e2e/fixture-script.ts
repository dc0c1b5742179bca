/**
 * The frame of an e2e fixture script, on the e2e database. In the e2e run the fixture host (tests/e2e/fixture-host.ts)
 * loads the file and runs `make` with its Payload, answering `make`'s result as one `TAG {json}` line to the spec's
 * runFixtureScript (tests/e2e/support.ts). Run on its own (`tsx --tsconfig tsconfig.scripts.json <file>`): Payload
 * without its onInit, the line printed, Payload closed, the exit code set.
 */
import { getPayload, type Payload } from 'payload'

import config from '../../payload.config'

/** What the fixture host reads after loading a fixture file: the fixture the file named. */
export const FIXTURE_HOST = Symbol.for('e2e.fixtureHost')
export type HostedFixture = { tag: string; make: (payload: Payload) => Promise<unknown> }
type HostSlot = { fixture?: HostedFixture }
export const hostSlot = () => (globalThis as { [FIXTURE_HOST]?: HostSlot })[FIXTURE_HOST]

export function runFixture(tag: string, make: (payload: Payload) => Promise<unknown>): void {
  const host = hostSlot()
  if (host) {
    host.fixture = { tag, make }
    return
  }
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
 * invoice …). Its number is `prefix` and a stamp; its contact address is unique to it; `memberPassword` signs the member in.
 */
export async function fixtureOrder(payload: Payload, prefix: string, data: Record<string, unknown>) {
  const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
  const email = `${prefix.toLowerCase()}-${stamp.toLowerCase()}@e2e.test`
  const password = `pw-${stamp}-1`
  const member = await payload.create({ collection: 'members', data: { email, password, accountType: 1 } })
  const order = await payload.create({
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
  return { ...order, memberPassword: password }
}
