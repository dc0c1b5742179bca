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
import type { Payload } from 'payload'

import { localizedValues, storedTranslations, translationStatus } from '@/cms/localeSafety'

export type BackfillResult = { collection: string; checked: number; updated: number; versioned: number }

const PAGE = 200

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

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
        const data = { translations: status.translations, missingLocales: status.missingLocales, outdatedLocales: status.outdatedLocales }
        const changed = !same(before, data.translations) || !same(doc.missingLocales, data.missingLocales) || !same(doc.outdatedLocales, data.outdatedLocales)
        if (changed) {
          // Apart: a column alone is a plain UPDATE; with the language lists (rows of their own) the adapter would
          // write the whole row, and the fields not given here would break its NOT NULL columns.
          await payload.db.updateOne({ collection: slug, id, data: { translations: data.translations } })
          await payload.db.updateOne({ collection: slug, id, data: { missingLocales: data.missingLocales, outdatedLocales: data.outdatedLocales } })
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
