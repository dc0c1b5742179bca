/** Statements on `products` and its plans outside Payload's own operations. */
import 'server-only'

import { and, eq } from '@payloadcms/db-postgres/drizzle'

import { products, products_plans } from '@/payload-generated-schema'

import type { Db } from '../transaction'

/** Whether the product exists and is an eSIM. */
export async function isEsimProduct(db: Db, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.cardType, 'esim')))
  return rows.length > 0
}

/** The wholesaler's package code of a product's plan, as stored (null when the plan names none). */
export async function planPackageCode(db: Db, productId: number, planId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: products_plans.providerPackageCode })
    .from(products_plans)
    .where(and(eq(products_plans._parentID, productId), eq(products_plans.id, planId)))
  return row?.code ?? null
}

export async function esimSourceOfProduct(db: Db, productId: number): Promise<string | null> {
  const [row] = await db.select({ esimSource: products.esimSource }).from(products).where(eq(products.id, productId))
  return row?.esimSource ?? null
}
