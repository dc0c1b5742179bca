/**
 * Test data for tests/e2e/staff-refunds.spec.ts (on the e2e fixture host, the e2e database). Per admin
 * language (zh-TW, ja): `toPay`, an unpaid SIM card order for pickup at TPE today (the spec pays it through the
 * storefront API with the TapPay sandbox, and its e-invoice is issued at the ECPay sandbox), and `handedOver`, a SIM
 * card order the counter marked picked up. Prints one JSON line.
 */
import { sql } from '@payloadcms/db-postgres'

import { taipeiDate } from '../../src/domain/dates'
import { luhnCheckDigit } from '../../src/domain/iccid'
import { sqlHandle } from '../../src/server/db/transaction'
import { checkoutToken } from '../../src/server/signing/checkoutToken'

import { fixtureOrder, runFixture } from './fixture-script'

runFixture('STAFF_REFUNDS', async (payload) => {
  const tpe = (await payload.find({ collection: 'airports', depth: 0, limit: 50, overrideAccess: true })).docs.find((a) => a.code === 'TPE')!
  const pickup = { airport: tpe.id, counterId: tpe.counters?.[0]?.id ?? 'c1', place: tpe.name, date: taipeiDate(), time: '10:30' }
  const db = await sqlHandle(payload)
  const out: Record<string, unknown> = {}
  for (const lang of ['zh-TW', 'ja'] as const) {
    const toPay = await fixtureOrder(payload, 'RP', { cardType: 'physical', itemName: '5G SIM', locale: lang, pickup })
    const handedOver = await fixtureOrder(payload, 'UH', { cardType: 'physical', itemName: '5G SIM', locale: lang, pickup })
    const body = `89886${String(Date.now()).slice(-9)}${lang === 'ja' ? '0001' : '0002'}`
    const serial = `${body}${luhnCheckDigit(body)}`
    await db.execute(sql`update orders set status = 'pickedUp', picked_up_at = now(), pickup_card_serials = ${serial} where id = ${handedOver.id}`)
    out[lang] = {
      toPay: { id: toPay.id, orderNumber: toPay.orderNumber, checkoutToken: checkoutToken(toPay.orderNumber) },
      handedOver: { id: handedOver.id, orderNumber: handedOver.orderNumber, serial },
    }
  }
  return out
})
