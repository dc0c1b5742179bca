import 'server-only'

/**
 * Backfills the translation status (`translations`, `missingLocales`, `outdatedLocales`: src/cms/localeSafety.ts)
 * of documents saved before it existed — or changed behind Payload's back (SQL, an import): it is otherwise
 * computed only when a document is saved, so such documents showed "complete" and escaped the "missing in
 * <language>" filter. A document saved before drafts existed also gets its first version (the published
 * document as it stands), so its history starts there and a later draft has something to be compared with.
 *
 * Idempotent: each document's status is recomputed from its stored languages and written only when it differs,
 * straight through the database adapter (no hooks: no publish rule refusing an old item, no revalidation,
 * `updatedAt` unchanged); the versions keep the status they were saved with. Run by the migrate and
 * seed tasks (scripts/payload-task.ts), i.e. before the server starts, so no editor's save races it; a second
 * run changes nothing.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { localizedValues, requiredLocalizedFields, storedTranslations, translationStatus } from './localeSafety'
import { translatedLocales } from '@/domain/localeCompleteness'
import { writeTranslationStatus, type TranslationStatusRow } from '@/server/db/queries/translationStatus'

export type BackfillResult = { collection: string; checked: number; updated: number; versioned: number }

const PAGE = 200

/**
 * Writes the status in one transaction, outside Payload's operations. Payload's adapter (db.updateOne) rewrites a document's array rows
 * along with its language lists: given only these fields, it deleted every product's plans. `updatedAt` stays.
 */
async function writeStatus(payload: Payload, slug: string, id: number, data: TranslationStatusRow) {
  // Run before the server starts (migrate and seed tasks): no request, so the adapter's own connection pool.
  await (payload.db as unknown as PostgresAdapter).drizzle.transaction((tx) => writeTranslationStatus(tx, slug, id, data))
}

/** JSON with its keys sorted: jsonb gives an object's keys back in its own order, not the order they were written in. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`
      : JSON.stringify(value ?? null)
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

export async function backfillMissingLocales(payload: Payload): Promise<BackfillResult[]> {
  const results: BackfillResult[] = []
  for (const collection of payload.config.collections) {
    if (!collection.fields.some((field) => 'name' in field && field.name === 'translations')) continue
    const slug = collection.slug
    const drafts = Boolean(collection.versions && collection.versions.drafts)
    const result: BackfillResult = { collection: slug, checked: 0, updated: 0, versioned: 0 }
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({ collection: slug as never, locale: 'all', depth: 0, limit: PAGE, page, sort: 'id', overrideAccess: true })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        result.checked++
        const id = doc.id as number
        const before = storedTranslations(doc.translations)
        const values = localizedValues(collection.flattenedFields, doc, undefined, 'all')
        // Nothing is known of when older texts changed: none is called outdated until a save says so.
        const status = translationStatus(values, { values, translations: before }, new Date().toISOString())
        const data: TranslationStatusRow = { translations: status.translations, missingLocales: status.missingLocales, outdatedLocales: status.outdatedLocales }
        // The languages the storefront lists it in (issue 38 §10): an item saved before that existed keeps showing where it is translated.
        if (drafts) data.translatedLocales = translatedLocales(status.translations.missing, requiredLocalizedFields(collection.fields))
        const changed =
          !same(before, data.translations) ||
          !same(doc.missingLocales, data.missingLocales) ||
          !same(doc.outdatedLocales, data.outdatedLocales) ||
          (data.translatedLocales !== undefined && !same(doc.translatedLocales, data.translatedLocales))
        if (changed) {
          await writeStatus(payload, slug, id, data)
          result.updated++
        }
        if (!drafts) continue
        const { docs: versions } = await payload.db.findVersions({ collection: slug, where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1, pagination: false })
        const latest = versions[0]
        if (!latest) {
          const at = String(doc.updatedAt ?? new Date().toISOString())
          await payload.db.createVersion({
            collectionSlug: slug,
            parent: id,
            versionData: { ...doc, ...data, _status: doc._status ?? 'published' } as never,
            autosave: false,
            createdAt: at,
            updatedAt: at,
          })
          result.versioned++
        }
      }
      if (!hasNextPage) break
    }
    results.push(result)
  }
  return results
}
