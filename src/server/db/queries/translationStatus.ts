/**
 * The translation status columns of every content collection (src/cms/localeSafety.ts): the `translations` JSON and
 * the `missing_locales` / `outdated_locales` lists, written by the backfill outside Payload's operations (its
 * db.updateOne rewrites a document's array rows too). One entry per collection with a `translations` field.
 */
import 'server-only'

import { eq } from '@payloadcms/db-postgres/drizzle'
import type { AnyPgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

import * as t from '@/payload-generated-schema'

import type { Db } from '../transaction'

// Each entry must have the columns written below: renaming one fails the compile here.
type StatusDoc = { id: AnyPgColumn; translations: AnyPgColumn }
type StatusList = { order: AnyPgColumn; parent: AnyPgColumn; value: AnyPgColumn }

const STATUS_TABLES = {
  'product-categories': [t.product_categories, t.product_categories_missing_locales, t.product_categories_outdated_locales],
  products: [t.products, t.products_missing_locales, t.products_outdated_locales, t.products_translated_locales],
  activities: [t.activities, t.activities_missing_locales, t.activities_outdated_locales, t.activities_translated_locales],
  'pickup-regions': [t.pickup_regions, t.pickup_regions_missing_locales, t.pickup_regions_outdated_locales],
  airports: [t.airports, t.airports_missing_locales, t.airports_outdated_locales],
  banners: [t.banners, t.banners_missing_locales, t.banners_outdated_locales, t.banners_translated_locales],
  news: [t.news, t.news_missing_locales, t.news_outdated_locales, t.news_translated_locales],
  guides: [t.guides, t.guides_missing_locales, t.guides_outdated_locales, t.guides_translated_locales],
  'faq-categories': [t.faq_categories, t.faq_categories_missing_locales, t.faq_categories_outdated_locales],
  faqs: [t.faqs, t.faqs_missing_locales, t.faqs_outdated_locales, t.faqs_translated_locales],
  pages: [t.pages, t.pages_missing_locales, t.pages_outdated_locales, t.pages_translated_locales],
  media: [t.media, t.media_missing_locales, t.media_outdated_locales],
  'device-models': [t.device_models, t.device_models_missing_locales, t.device_models_outdated_locales],
  'top-up-plans': [t.top_up_plans, t.top_up_plans_missing_locales, t.top_up_plans_outdated_locales],
} as const satisfies Record<string, readonly [StatusDoc, StatusList, StatusList] | readonly [StatusDoc, StatusList, StatusList, StatusList]>

// The tables differ only in their enums' names: written through one of them (the compiler checks each has these columns).
type DocTable = typeof t.products
type ListTable = typeof t.products_missing_locales
type Value = NonNullable<ListTable['$inferInsert']['value']>

/** The status of one document; `translatedLocales` on the collections the storefront lists by language (issue 38 §10). */
export type TranslationStatusRow = { translations: unknown; missingLocales: string[]; outdatedLocales: string[]; translatedLocales?: string[] }

/** Writes a document's translation status: the JSON, and each list replaced whole, in the caller's transaction. */
export async function writeTranslationStatus(db: Db, slug: string, id: number, status: TranslationStatusRow): Promise<void> {
  const tables = STATUS_TABLES[slug as keyof typeof STATUS_TABLES]
  if (!tables) throw new Error(`no translation status tables for the collection ${slug} (src/server/db/queries/translationStatus.ts)`)
  const [doc, missing, outdated, translated] = tables as unknown as [DocTable, ListTable, ListTable, ListTable | undefined]
  await db.update(doc).set({ translations: status.translations }).where(eq(doc.id, id))
  const lists: [ListTable, string[]][] = [[missing, status.missingLocales], [outdated, status.outdatedLocales]]
  if (translated && status.translatedLocales) lists.push([translated, status.translatedLocales])
  for (const [list, values] of lists) {
    await db.delete(list).where(eq(list.parent, id))
    if (values.length) await db.insert(list).values(values.map((value, index) => ({ order: index + 1, parent: id, value: value as Value })))
  }
}
