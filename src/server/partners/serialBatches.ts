import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { isIsoDate, taipeiDate } from '@/domain/dates'
import { ShopError } from '@/domain/errors'
import { csvLine, UTF8_BOM } from '@/domain/partnerReport'
import { formatSerial, generateSerialBatch, isSerialPrefix, normaliseSerial, SERIAL_PREFIX_MAX } from '@/domain/serialNumber'
import { inTransaction } from '@/server/db/transaction'
import { insertRow } from '@/server/db/rows'

export const MAX_BATCH = 5000

const day = z.string().refine(isIsoDate, 'invalidDate')

/** What staff fill in to issue a batch (admin panel, POST /api/serial-numbers/generate-batch). */
export const serialBatchSchema = z
  .strictObject({
    partnerId: z.int().positive(),
    productId: z.int().positive(),
    planId: z.string().min(1).max(64),
    count: z.int().min(1).max(MAX_BATCH),
    /** Cards each number is good for. */
    cardsPerSerial: z.int().min(1).max(10).default(1),
    validFrom: day,
    validUntil: day,
    prefix: z
      .string()
      .max(SERIAL_PREFIX_MAX * 2)
      .transform(normaliseSerial)
      .refine(isSerialPrefix, 'invalidFormat') // up to SERIAL_PREFIX_MAX characters, no 0/O, 1/I/L or U
      .default(''),
    /** What the partner pays per number; empty = the plan's price × cards. */
    payableTwd: z.int().min(0).optional(),
  })
  .refine((b) => b.validFrom <= b.validUntil, { message: 'dateRangeOrder', path: ['validUntil'] })

export type SerialBatchInput = z.output<typeof serialBatchSchema>
export type SerialBatchResult = { batch: string; count: number; partner: string; product: string }

/**
 * Issues `count` new serial numbers (CSPRNG, no ambiguous characters, check character: src/domain/serialNumber.ts)
 * for one BBC partner, product plan and validity, all in one transaction: the batch exists whole or not at all.
 */
export async function issueSerialBatch(payload: Payload, input: SerialBatchInput): Promise<SerialBatchResult> {
  const partner = await payload.findByID({ collection: 'partners', id: input.partnerId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!partner || partner.kind !== 'bbc') throw new ShopError('invalid', 'serialBatchTarget')
  const product = await payload.findByID({ collection: 'products', id: input.productId, depth: 0, overrideAccess: true, disableErrors: true })
  const plan = product?.plans?.find((p) => p.id === input.planId)
  if (!product || !plan) throw new ShopError('invalid', 'serialBatchTarget')
  const originalPriceTwd = plan.priceTwd * input.cardsPerSerial
  const payableTwd = input.payableTwd ?? originalPriceTwd
  const batch = `${input.prefix || 'B'}-${taipeiDate().replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`
  const codes = generateSerialBatch(input.count, input.prefix)
  await inTransaction(payload, async ({ req }) => {
    for (const code of codes) {
      await insertRow(payload, req, 'serial-numbers', {
        code,
        product: product.id,
        planId: plan.id,
        quantity: input.cardsPerSerial,
        partner: partner.id,
        batch,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        originalPriceTwd,
        payableTwd,
        status: 'unused',
      })
    }
  })
  return { batch, count: codes.length, partner: partner.name, product: product.name }
}

/** A batch as the CSV staff hand to the partner (UTF-8 with BOM): numbers printed in groups of four. */
export async function serialBatchCsv(payload: Payload, batch: string): Promise<{ fileName: string; body: string } | null> {
  const { docs } = await payload.find({
    collection: 'serial-numbers',
    where: { batch: { equals: batch } },
    depth: 1,
    limit: MAX_BATCH,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    select: { code: true, product: true, planId: true, quantity: true, partner: true, validFrom: true, validUntil: true, status: true, payableTwd: true },
  })
  if (!docs.length) return null
  const name = (value: unknown) => (value && typeof value === 'object' ? String((value as { name?: unknown }).name ?? '') : '')
  let body = UTF8_BOM + csvLine(['serial_number', 'product', 'plan', 'cards', 'valid_from', 'valid_until', 'status', 'payable_twd', 'partner', 'batch'])
  for (const doc of docs) {
    body += csvLine([formatSerial(doc.code), name(doc.product), doc.planId, doc.quantity, doc.validFrom ?? '', doc.validUntil ?? '', doc.status, doc.payableTwd, name(doc.partner), batch])
  }
  return { fileName: `serials_${batch}.csv`, body }
}
