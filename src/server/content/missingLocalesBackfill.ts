import 'server-only'

/**
 * Backfills `missingLocales` (src/cms/localeSafety.ts) for documents saved before the field existed — or
 * changed behind Payload's back (SQL, an import): the field is otherwise computed only when a document is
 * saved, so such documents showed "complete" and escaped the "missing in <language>" filter.
 *
 * Idempotent: each document's value is recomputed from its stored languages and written only when it
 * differs, straight through the database adapter (no hooks: no publish rule refusing an old ja-only item,
 * no new version, `updatedAt` unchanged). Run by the migrate and seed tasks (scripts/payload-task.ts),
 * i.e. before the server starts, so no editor's save races it; a second run changes nothing.
 */
import type { Payload } from 'payload'

import { requiredLocalizedFields } from '@/cms/localeSafety'
import { missingLocales, type ByLocale } from '@/domain/localeCompleteness'
import type { Locale } from '@/domain/locale'

export type BackfillResult = { collection: string; checked: number; updated: number }

const PAGE = 200

const sameLocales = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i])

export async function backfillMissingLocales(payload: Payload): Promise<BackfillResult[]> {
  const results: BackfillResult[] = []
  for (const collection of payload.config.collections) {
    if (!collection.fields.some((field) => 'name' in field && field.name === 'missingLocales')) continue
    const required = requiredLocalizedFields(collection.fields)
    if (!required.length) continue
    const slug = collection.slug
    const result: BackfillResult = { collection: slug, checked: 0, updated: 0 }
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({
        collection: slug as never,
        locale: 'all',
        depth: 0,
        limit: PAGE,
        page,
        sort: 'id',
        overrideAccess: true,
        select: Object.fromEntries([...required, 'missingLocales'].map((name) => [name, true])) as never,
      })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        result.checked++
        const computed: Locale[] = missingLocales(required.map((name) => (doc[name] as ByLocale | null) ?? {}))
        const stored = Array.isArray(doc.missingLocales) ? (doc.missingLocales as string[]) : []
        if (sameLocales(computed, stored)) continue
        await payload.db.updateOne({ collection: slug, id: doc.id as number, data: { missingLocales: computed } })
        result.updated++
      }
      if (!hasNextPage) break
    }
    results.push(result)
  }
  return results
}
