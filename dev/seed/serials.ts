import 'server-only'

import type { Payload } from 'payload'

import { checkCharacter } from '@/domain/serialNumber'

/**
 * Demo serial numbers of the BBC demo partner (README, "Demo accounts"): bodies chosen to be read aloud,
 * the check character computed. The e2e run redeems the first three (one per language it tests).
 */
type DemoSerial = { body: string; cardType: 'physical' | 'esim'; quantity?: number; status?: 'used'; validFrom?: string; validUntil?: string }
export const DEMO_SERIALS: DemoSerial[] = [
  { body: 'RDMZHTWESXM234', cardType: 'esim' },
  { body: 'RDMENESXM23456', cardType: 'esim' },
  { body: 'RDMVNESXM23456', cardType: 'esim' },
  { body: 'RDMDEVCARD2345', cardType: 'physical', quantity: 2 },
  { body: 'RDMDEVESXM2345', cardType: 'esim' },
  { body: 'RDMDXNECARD234', cardType: 'physical', status: 'used' },
  { body: 'RDMEXPDCARD234', cardType: 'physical', validFrom: '2025-01-01', validUntil: '2025-12-31' },
  { body: 'RDMFTRCARD2345', cardType: 'physical', validFrom: '2099-01-01' },
]
export const demoSerialCode = (body: string) => body + checkCharacter(body)

export async function seedSerials(payload: Payload, log: (l: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'serial-numbers', where: { batch: { equals: 'DEMO' } }, overrideAccess: true })
  if (totalDocs) return
  const partner = (await payload.find({ collection: 'partners', where: { kind: { equals: 'bbc' } }, sort: 'createdAt', depth: 0, limit: 1, overrideAccess: true })).docs[0]
  const productOf = async (cardType: 'physical' | 'esim') =>
    (
      await payload.find({
        collection: 'products',
        where: { cardType: { equals: cardType }, _status: { equals: 'published' } },
        sort: 'sortOrder',
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const products = { physical: await productOf('physical'), esim: await productOf('esim') }
  for (const serial of DEMO_SERIALS) {
    const product = products[serial.cardType]
    const plan = product?.plans?.find((p) => p.active !== false)
    if (!product || !plan?.id) continue
    const quantity = serial.quantity ?? 1
    await payload.create({
      collection: 'serial-numbers',
      overrideAccess: true,
      data: {
        code: demoSerialCode(serial.body),
        product: product.id,
        planId: plan.id,
        quantity,
        partner: partner?.id,
        batch: 'DEMO',
        validFrom: serial.validFrom ?? '2026-01-01',
        validUntil: serial.validUntil ?? '2099-12-31',
        originalPriceTwd: plan.priceTwd * quantity,
        payableTwd: Math.round(plan.priceTwd * quantity * 0.8),
        status: serial.status ?? 'unused',
        redeemedAt: serial.status === 'used' ? new Date().toISOString() : undefined,
      },
    })
  }
  log(`demo serial numbers: ${DEMO_SERIALS.map((s) => demoSerialCode(s.body)).join(', ')}`)
}
