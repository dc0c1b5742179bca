/**
 * The data tests/e2e/faults.spec.ts needs, written into its own migrated database (DATABASE_URL) instead of the
 * demo seed (which took 60–140 s on the loaded CI machine): one published eSIM product with one plan, eSIM codes
 * for every order the test pays and redeems, and four unused serial numbers for that product.
 * Run as its own process (tsx with tsconfig.scripts.json); prints one line `FAULTS {productId, planId, serials}`.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { generateSerialBatch } from '../../src/domain/serialNumber'
import { inTransaction } from '../../src/server/db/transaction'
import { importEsimCodes } from '../../src/server/fulfilment/esimInventory'

const CODES = 80
const SERIALS = 4

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    const category = await payload.create({ collection: 'product-categories', locale: 'zh-TW', data: { name: '故障測試' } as never, overrideAccess: true })
    const product = await payload.create({
      collection: 'products',
      locale: 'zh-TW',
      overrideAccess: true,
      data: {
        showInOtherLanguages: true,
        name: '故障測試 eSIM',
        category: category.id,
        cardType: 'esim',
        network: '5G',
        plans: [{ days: 5, dataAllowance: '吃到飽', priceTwd: 450 }],
        _status: 'published' as const,
      } as never,
    })
    const planId = product.plans?.[0]?.id
    if (!planId) throw new Error('the product has no plan id')
    const stamp = Date.now().toString(36).toUpperCase()
    const text = Array.from({ length: CODES }, (_, i) => `LPA:1$smdp.faults.test$FAULT-${stamp}-${i + 1}`).join('\n')
    const report = await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId: product.id, text, dryRun: false }))
    if (report.imported !== CODES) throw new Error(`imported ${report.imported} eSIM codes of ${CODES}`)
    const serials: string[] = []
    for (const code of generateSerialBatch(SERIALS, 'FXT')) {
      await payload.create({
        collection: 'serial-numbers',
        overrideAccess: true,
        data: { code, product: product.id, planId, quantity: 1, batch: 'FAULTS', validFrom: '2026-01-01', validUntil: '2099-12-31', originalPriceTwd: 450, payableTwd: 360, status: 'unused' } as never,
      })
      serials.push(code)
    }
    console.log(`FAULTS ${JSON.stringify({ productId: product.id, planId, serials })}`)
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
