import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { profitShareTwd, quote, type PromoRule } from '@/domain/pricing'
import { generateSerialBatch } from '@/domain/serialNumber'
import type { PartnerKind } from '@/domain/partnerReport'
import type { OrderStatus } from '@/domain/orderStatus'
import { sqlHandle } from '@/server/db/transaction'

import { memberPassword } from './demoAccounts'

/** The demo partners of the demo partner accounts (README, "Demo accounts"). */
export const DEMO_PARTNERS: { name: string; kind: PartnerKind; contactName: string; contactEmail: string; accounts: string[] }[] = [
  { name: 'Seoul Travel Co.', kind: 'b2c', contactName: 'Lee Minho', contactEmail: 'partners@seoul-travel.test', accounts: ['b2c@taiwan-sim.test'] },
  { name: 'Saigon Tours', kind: 'bbc', contactName: 'Nguyen An', contactEmail: 'sales@saigon-tours.test', accounts: ['bbc@taiwan-sim.test'] },
]

/** The B2C demo partner's promo codes: percent / fixed, each with a profit share. */
export const DEMO_PARTNER_CODES = [
  { code: 'SEOUL10', kind: 'percent' as const, value: 10, profitSharePercent: 15 },
  { code: 'SEOULVIP', kind: 'fixed' as const, value: 100, profitSharePercent: 10 },
]

/** Demo sales with those codes, on fixed Taipei dates in October 2026 (the report e2e filters 2026-10-01 … 2026-10-10). */
const DEMO_SALES: { day: string; code: string; quantity: number; status: OrderStatus }[] = [
  { day: '2026-10-01', code: 'SEOUL10', quantity: 1, status: 'pickedUp' },
  { day: '2026-10-02', code: 'SEOUL10', quantity: 2, status: 'pendingPickup' },
  { day: '2026-10-02', code: 'SEOULVIP', quantity: 1, status: 'delivered' },
  { day: '2026-10-04', code: 'SEOUL10', quantity: 1, status: 'refunded' },
  { day: '2026-10-05', code: 'SEOULVIP', quantity: 3, status: 'paid' },
  { day: '2026-10-07', code: 'SEOUL10', quantity: 1, status: 'cancelled' },
  { day: '2026-10-08', code: 'SEOUL10', quantity: 1, status: 'pickedUp' },
  { day: '2026-10-10', code: 'SEOULVIP', quantity: 2, status: 'pickedUp' },
  { day: '2026-10-20', code: 'SEOUL10', quantity: 1, status: 'pickedUp' },
]

/** Serials of the BBC demo partner issued on fixed dates (batch DEMO-REPORT; none is redeemable: they are for the report only). */
const REPORT_SERIAL_DAYS = ['2026-10-01', '2026-10-02', '2026-10-02', '2026-10-03', '2026-10-05', '2026-10-06', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-21']

const DEMO_BUYER = 'traveller@taiwan-sim.test'

async function partnerId(payload: Payload, { accounts: _accounts, ...data }: (typeof DEMO_PARTNERS)[number]): Promise<number> {
  const found = await payload.find({ collection: 'partners', where: { name: { equals: data.name } }, depth: 0, limit: 1, overrideAccess: true })
  if (found.docs[0]) return found.docs[0].id
  return (await payload.create({ collection: 'partners', data: { ...data, active: true }, overrideAccess: true })).id
}

/**
 * Partners and the link of every partner account to one: the demo partners, and — for accounts made before
 * partners were records — a partner of the account's kind named after its `partnerName`.
 */
async function linkAccounts(payload: Payload) {
  for (const partner of DEMO_PARTNERS) {
    const id = await partnerId(payload, partner)
    for (const email of partner.accounts) {
      const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } }, depth: 0, limit: 1, overrideAccess: true })
      const member = docs[0]
      if (member && !member.partner) await payload.update({ collection: 'members', id: member.id, data: { partner: id }, overrideAccess: true })
    }
  }
  const unlinked = await payload.find({
    collection: 'members',
    where: { and: [{ accountType: { in: [2, 3] } }, { partner: { exists: false } }, { partnerName: { exists: true } }] },
    depth: 0,
    limit: 1000,
    overrideAccess: true,
  })
  for (const member of unlinked.docs) {
    const kind: PartnerKind = member.accountType === 2 ? 'b2c' : 'bbc'
    const name = member.partnerName!.trim()
    if (!name) continue
    const existing = await payload.find({ collection: 'partners', where: { name: { equals: name } }, depth: 0, limit: 1, overrideAccess: true })
    const partner = existing.docs[0]
    if (partner && partner.kind !== kind) continue
    const id = partner?.id ?? (await payload.create({ collection: 'partners', data: { name, kind, active: true }, overrideAccess: true })).id
    await payload.update({ collection: 'members', id: member.id, data: { partner: id }, overrideAccess: true })
  }
}

async function setCreatedAt(payload: Payload, table: 'orders' | 'serial_numbers', id: number, day: string, hour: number) {
  const db = await sqlHandle(payload)
  const at = new Date(`${day}T${String(hour).padStart(2, '0')}:15:00+08:00`).toISOString()
  if (table === 'orders') await db.execute(sql`update orders set created_at = ${at} where id = ${id}`)
  else await db.execute(sql`update serial_numbers set created_at = ${at} where id = ${id}`)
}

async function seedB2cSales(payload: Payload, partner: number) {
  const existing = await payload.count({ collection: 'promo-codes', where: { partner: { equals: partner } }, overrideAccess: true })
  if (existing.totalDocs) return
  const product = (
    await payload.find({ collection: 'products', where: { cardType: { equals: 'physical' }, _status: { equals: 'published' } }, sort: 'sortOrder', depth: 0, limit: 1, overrideAccess: true })
  ).docs[0]
  const plan = product?.plans?.find((p) => p.active !== false)
  if (!product || !plan?.id) return
  const codes = new Map<string, { id: number; rule: PromoRule; share: number }>()
  for (const code of DEMO_PARTNER_CODES) {
    const doc = await payload.create({
      collection: 'promo-codes',
      overrideAccess: true,
      data: { code: code.code, description: 'Demo B2C partner code', kind: code.kind, value: code.value, partner, profitSharePercent: code.profitSharePercent, active: true },
    })
    codes.set(code.code, { id: doc.id, rule: { kind: code.kind, value: code.value, active: true, usedCount: 0 }, share: code.profitSharePercent })
  }
  let buyer = (await payload.find({ collection: 'members', where: { email: { equals: DEMO_BUYER } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
  buyer ??= await payload.create({
    collection: 'members',
    overrideAccess: true,
    data: { email: DEMO_BUYER, password: memberPassword(), accountType: 1, surname: 'CHEN', givenName: 'YU', preferredLocale: 'en' },
  })
  let n = 0
  for (const sale of DEMO_SALES) {
    const code = codes.get(sale.code)!
    // Priced exactly as the ordering service prices (src/domain/pricing.ts), profit share included.
    const q = quote([{ unitPriceTwd: plan.priceTwd, quantity: sale.quantity, productId: product.id }], code.rule, new Date(`${sale.day}T12:00:00+08:00`))
    const at = new Date(`${sale.day}T10:00:00+08:00`).toISOString()
    const order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        orderNumber: `TW${sale.day.replaceAll('-', '').slice(2)}-DEMO${String(++n).padStart(2, '0')}`,
        status: sale.status,
        member: buyer.id,
        locale: 'en',
        displayCurrency: 'TWD',
        itemKind: 'product',
        itemName: product.name,
        product: product.id,
        planId: plan.id,
        cardType: 'physical',
        quantity: sale.quantity,
        contactEmail: DEMO_BUYER,
        contactPhone: '+886912345678',
        surname: 'CHEN',
        givenName: 'YU',
        birthDate: '1990-05-05',
        unitPriceTwd: plan.priceTwd,
        subtotalTwd: q.subtotalTwd,
        discountTwd: q.discountTwd,
        totalTwd: q.totalTwd,
        promoCode: code.id,
        promoCodeText: sale.code,
        profitShareTwd: profitShareTwd(q.totalTwd, code.share),
        consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06', acceptedAt: at },
      },
    })
    await setCreatedAt(payload, 'orders', order.id, sale.day, 10)
  }
}

async function seedBbcSerials(payload: Payload, partner: number) {
  const { totalDocs } = await payload.count({ collection: 'serial-numbers', where: { batch: { equals: 'DEMO-REPORT' } }, overrideAccess: true })
  if (totalDocs) return
  const product = (
    await payload.find({ collection: 'products', where: { cardType: { equals: 'esim' }, _status: { equals: 'published' } }, sort: 'sortOrder', depth: 0, limit: 1, overrideAccess: true })
  ).docs[0]
  const plan = product?.plans?.find((p) => p.active !== false)
  if (!product || !plan?.id) return
  const codes = generateSerialBatch(REPORT_SERIAL_DAYS.length, 'RPT')
  for (const [i, day] of REPORT_SERIAL_DAYS.entries()) {
    const used = i % 3 === 0
    const doc = await payload.create({
      collection: 'serial-numbers',
      overrideAccess: true,
      data: {
        code: codes[i]!,
        product: product.id,
        planId: plan.id,
        quantity: 1,
        partner,
        batch: 'DEMO-REPORT',
        // Valid only in the past: for the report, never redeemable by a visitor.
        validFrom: '2026-10-01',
        validUntil: '2026-10-31',
        originalPriceTwd: plan.priceTwd,
        payableTwd: Math.round(plan.priceTwd * (i % 2 ? 0.8 : 0.75)),
        status: used ? 'used' : 'unused',
        redeemedAt: used ? new Date(`${day}T18:00:00+08:00`).toISOString() : undefined,
      },
    })
    await setCreatedAt(payload, 'serial_numbers', doc.id, day, 9 + i)
  }
}

/** Partners, their accounts' links, and demo report data (B2C sales with the partner's codes, BBC serials on fixed days). */
export async function seedPartners(payload: Payload, log: (l: string) => void) {
  await linkAccounts(payload)
  const ids = Object.fromEntries(
    await Promise.all(DEMO_PARTNERS.map(async (p) => [p.kind, await partnerId(payload, p)] as const)),
  ) as Record<PartnerKind, number>
  const hadCodes = (await payload.count({ collection: 'promo-codes', where: { partner: { equals: ids.b2c } }, overrideAccess: true })).totalDocs > 0
  await seedB2cSales(payload, ids.b2c)
  await seedBbcSerials(payload, ids.bbc)
  if (!hadCodes) log(`demo partners: ${DEMO_PARTNERS.map((p) => `${p.name} (${p.kind})`).join(', ')}; codes ${DEMO_PARTNER_CODES.map((c) => c.code).join(', ')}`)
}

