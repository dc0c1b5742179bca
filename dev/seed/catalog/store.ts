/**
 * The idempotent writer behind the catalog seed. Every collection is read ONCE (natural key field only,
 * all locales at once); a document is created only when its natural key is missing: created in
 * zh-TW, then its localized fields written locale by locale through the Local API, all in one
 * transaction. A document that exists keeps whatever staff made of it; only languages that are still
 * empty (e.g. added to the shop later) are filled in.
 */
import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type File,
  type Payload,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
} from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locale'

import { isPlainObject, isRichText, localeOverlay, mergeData, type Row } from './merge'

export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | null }
    : T

/** Content in each of the six languages. */
export type L<T> = Record<Locale, T>

type Data<S extends CollectionSlug> = DeepPartial<RequiredDataFromCollectionSlug<S>>

/** Ids of seeded (or found) documents by their stable seed key, per collection. */
export class Refs {
  private readonly maps = new Map<string, Map<string, number>>()

  set(collection: CollectionSlug, key: string, id: number) {
    let map = this.maps.get(collection)
    if (!map) this.maps.set(collection, (map = new Map()))
    map.set(key, id)
  }

  /** The id of a seeded document; throws on a typo in a key (a programming error). */
  id(collection: CollectionSlug, key: string): number {
    const id = this.maps.get(collection)?.get(key)
    if (id === undefined) throw new Error(`seed: no ${collection} with key "${key}"`)
    return id
  }

  /** The id of a document that may legitimately be absent (e.g. a demo member). */
  maybe(collection: CollectionSlug, key: string): number | undefined {
    return this.maps.get(collection)?.get(key)
  }

  ids(collection: CollectionSlug, keys: readonly string[]): number[] {
    return keys.map((key) => this.id(collection, key))
  }
}

export type SeedDoc<S extends CollectionSlug> = {
  /** Stable key other seed data refers to (never stored). */
  key: string
  /** Fields that are the same in every language; relationships are resolved through refs. */
  shared?: (refs: Refs) => Data<S>
  /**
   * Localized fields per language. Array rows are matched with the shared array rows by position
   * (e.g. plans: days/price shared, dataAllowance per language).
   */
  text?: L<Data<S>>
  /** Natural key value when it is not part of the data (e.g. an upload's filename). */
  match?: string
  /** Upload file, for upload collections. */
  file?: () => Promise<File>
}

const keyValue = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value
  if (isPlainObject(value)) {
    const v = value[DEFAULT_LOCALE]
    return typeof v === 'string' ? v : undefined
  }
  return undefined
}

export type EnsureResult = { created: number; completed: number }

/**
 * Makes sure every item exists in `collection`, found by `keyField` (in any language when the field
 * is localized). Records every id in `refs` under the item's key.
 */
export async function ensureDocs<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  keyField: string,
  items: readonly SeedDoc<S>[],
  refs: Refs,
  limiter: { run: <T>(work: () => Promise<T>) => Promise<T> },
  {
    probe = keyField,
  }: {
    /** A localized field whose emptiness in a locale means that locale was never written. */
    probe?: string
  } = {},
): Promise<EnsureResult> {
  const localized = items.some((item) => item.text)
  const { docs } = await payload.find({
    collection,
    locale: localized ? 'all' : DEFAULT_LOCALE,
    depth: 0,
    pagination: false,
    select: { [keyField]: true, [probe]: true } as never,
  })
  // Index existing documents by their key in every language, so a document whose name staff changed
  // in some languages is still recognised by the others.
  const byKey = new Map<string, Row>()
  const remember = (locale: string, value: unknown, doc: Row) => {
    if (typeof value === 'string' && value && !byKey.has(`${locale}|${value}`)) byKey.set(`${locale}|${value}`, doc)
  }
  for (const doc of docs as unknown as Row[]) {
    const value = doc[keyField]
    if (isPlainObject(value)) for (const [locale, v] of Object.entries(value)) remember(locale, v, doc)
    else remember('*', value, doc)
  }
  const lookup = (item: SeedDoc<S>, data: Row): Row | undefined => {
    if (item.match) return byKey.get(`*|${item.match}`)
    const localizedKey = item.text && keyField in (item.text[DEFAULT_LOCALE] as Row)
    if (!localizedKey) return byKey.get(`*|${keyValue(data[keyField])}`)
    for (const locale of LOCALES) {
      const found = byKey.get(`${locale}|${(item.text![locale] as Row)[keyField]}`)
      if (found) return found
    }
    return undefined
  }

  const result: EnsureResult = { created: 0, completed: 0 }
  const ensure = async (item: SeedDoc<S>) => {
    const data = mergeData(item.shared?.(refs) ?? {}, item.text?.[DEFAULT_LOCALE]) as Row
    if (!item.match && !keyValue(data[keyField])) throw new Error(`seed: ${collection} item "${item.key}" has no ${keyField}`)

    const found = lookup(item, data)
    if (found) {
      refs.set(collection, item.key, found.id as number)
      const value = found[probe]
      const missing = item.text && isPlainObject(value) ? LOCALES.filter((l) => l !== DEFAULT_LOCALE && !value[l]) : []
      if (missing.length) {
        await inTransaction(payload, async (req) => {
          const stored = await payload.findByID({ collection, id: found.id as number, depth: 0, locale: DEFAULT_LOCALE, req })
          await writeLocales(payload, collection, item, stored as unknown as Row, missing, req)
        })
        result.completed++
      }
      return
    }

    const file = item.file ? await item.file() : undefined
    // One transaction per document: it appears in all six languages or not at all.
    const doc = await inTransaction(payload, async (req) => {
      const created = (await payload.create({
        collection,
        locale: DEFAULT_LOCALE,
        depth: 0,
        data: data as never,
        req,
        // Read back only what the other locales need: array rows (their ids) and groups.
        select: selectFor(item.text?.[DEFAULT_LOCALE]) as never,
        ...(file ? { file, overwriteExistingFiles: true } : {}),
      })) as unknown as Row
      if (item.text) await writeLocales(payload, collection, item, created, LOCALES.filter((l) => l !== DEFAULT_LOCALE), req)
      return created
    })
    refs.set(collection, item.key, doc.id as number)
    result.created++
  }
  await Promise.all(items.map((item) => limiter.run(() => ensure(item))))
  return result
}

/** Runs `work` in one database transaction (Payload operations given `req` join it). */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function writeLocales<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  item: SeedDoc<S>,
  stored: Row,
  locales: readonly Locale[],
  req: PayloadRequest,
) {
  const template = item.text![DEFAULT_LOCALE] as Row
  // Rows of arrays are matched by id, so every locale reads the same stored rows; the locales are
  // written one after another because each write replaces the document's array rows.
  for (const locale of locales) {
    const data = localeOverlay(pick(stored, Object.keys(template)), template, item.text![locale]) as Row
    await payload.update({ collection, id: stored.id as number, locale, depth: 0, data: data as never, req, select: { id: true } as never })
  }
}

/** `{ id, <array or group fields of the localized text> }`, or everything when there is no text. */
function selectFor(text: unknown): Record<string, true> | undefined {
  if (!isPlainObject(text)) return undefined
  const nested = Object.entries(text).filter(([, value]) => Array.isArray(value) || (isPlainObject(value) && !isRichText(value)))
  return Object.fromEntries([['id', true], ...nested.map(([key]) => [key, true])])
}

const pick = (row: Row, keys: string[]): Row => Object.fromEntries(keys.map((key) => [key, row[key]]))
