import 'server-only'

import { createHash } from 'node:crypto'

import { Converter } from 'opencc-js/t2cn'

import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { unstable_cache } from 'next/cache'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '@/domain/locale'
import { CACHE_TAGS } from '@/server/cache'
import { firstFilled, isFilled, shownLanguage, type ByLocale } from '@/domain/localeCompleteness'
import { searchMarks } from '@/lib/searchMarks'
import type { ImageView } from '@/lib/views/catalog'
import type { Media } from '@/payload-types'
import type { CollectionSlug, Payload, Where } from 'payload'
import { createSearch } from '@/domain/search'

import { asPreview, previewOfRequest, readAccess } from './preview'

/**
 * The data cache in .next/cache outlives a build and is shared by every database a checkout is built
 * against (dev, e2e, a second deployment): entries are scoped to the database they were read from.
 */
let databaseScope: string | undefined
function cacheScope(): string {
  if (databaseScope === undefined) {
    const url = process.env.DATABASE_URL ?? ''
    const withoutCredentials = url.replace(/\/\/[^@/]*@/, '//')
    databaseScope = createHash('sha256').update(withoutCredentials).digest('hex').slice(0, 12)
  }
  return databaseScope
}

/**
 * Caches a read of public content under `tags`; the collection hooks expire those tags on save. A staff preview
 * (draft mode, issue 38 §7) reads the drafts past the cache: a draft is never stored in it nor served from it.
 * The read takes the Payload instance from its caller (a service passes its own; pages use ./shopReads), and the
 * cache key is the other arguments: so no module a service reaches loads the Payload config itself.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  fn: (payload: Payload, ...args: A) => Promise<R>,
  tags: string[] | ((...args: NoInfer<A>) => string[]),
) {
  return async (payload: Payload, ...args: A): Promise<R> => {
    // Outside a Next server (scripts, integration tests) there is no cache: read directly.
    if (!process.env.NEXT_RUNTIME) return fn(payload, ...args)
    const preview = await previewOfRequest(async () => payload)
    if (preview) return asPreview(preview, () => fn(payload, ...args))
    return unstable_cache(() => fn(payload, ...args), [cacheScope(), name, JSON.stringify(args)], {
      // CACHE_TAGS.everything as well: a process that may have missed saves expires all of it at once.
      tags: [...(typeof tags === 'function' ? tags(...args) : tags), CACHE_TAGS.everything],
      // Saves expire the tags at once; this only bounds staleness from writes that bypass the hooks.
      revalidate: 3600,
    })()
  }
}

/**
 * Public reads go through access control as an anonymous visitor (drafts and unapproved items stay hidden); in a
 * staff preview, as that staff member, asking for the drafts (src/server/catalog/preview.ts).
 */
export const publicRead = (locale: Locale) => ({ locale, fallbackLocale: 'zh-TW' as const, depth: 1, ...readAccess() })

/** The language a listed item is shown in when it is not the page's (issue 38 §10): null in the page's own. */
export type Shown = { language: Locale | null }

/** What a list query adds so it lists only what a reader of `locale` is shown (its paging counts those alone). */
export const shownIn = (locale: Locale, where?: Where): Where => {
  const shown: Where = { or: [{ translatedLocales: { in: [locale] } }, { showInOtherLanguages: { equals: true } }] }
  return where ? { and: [where, shown] } : shown
}

/** The languages a document is translated into, or null for a collection without that status. */
const translatedOf = (doc: object): Locale[] | null =>
  'translatedLocales' in doc ? (((doc as { translatedLocales?: Locale[] | null }).translatedLocales ?? []) as Locale[]) : null

/**
 * The documents a reader of `locale` is shown, each in the language it is shown in (src/domain shownLanguage):
 * one not translated into the reader's language is left out unless staff ticked "show in other languages"; then
 * every field of `fields` is its text in the language it is shown in, and `language` names it so the page can
 * say so (and set `lang`). Payload's fallback fills a field missing in the reader's language from zh-TW only: a
 * document saved in another language alone would have no title (the page crashed and lists showed an untitled
 * card), so fields still empty are filled along the chain reader → zh-TW → the others (one extra read, only for
 * such documents).
 */
export async function fillFromAnyLocale<D extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  locale: Locale,
  docs: D[],
  fields: readonly (keyof D & string)[],
  { evenUnlisted = false }: { evenUnlisted?: boolean } = {},
): Promise<(D & Shown)[]> {
  const shown = new Map<number, Locale>()
  for (const doc of docs) {
    // An order, a voucher or a desk reads the item it names whatever the storefront lists: as if "shown in other languages".
    const ticked = evenUnlisted || (doc as { showInOtherLanguages?: boolean | null }).showInOtherLanguages
    const language = shownLanguage(locale, translatedOf(doc), ticked)
    if (language) shown.set(doc.id, language)
  }
  const kept = docs.filter((doc) => shown.has(doc.id))
  const foreign = (doc: D) => shown.get(doc.id) !== locale
  const gaps = kept.filter((doc) => foreign(doc) || fields.some((field) => !isFilled(doc[field])))
  if (!gaps.length) return kept.map((doc) => ({ ...doc, language: null }))
  const { docs: all } = await payload.find({
    collection,
    locale: 'all',
    where: { id: { in: gaps.map((doc) => doc.id) } },
    depth: 0,
    pagination: false,
    ...readAccess(),
  })
  const byId = new Map(all.map((doc) => [Number((doc as { id: unknown }).id), doc as unknown as Record<string, ByLocale>]))
  return kept.map((doc) => {
    const every = byId.get(doc.id)
    const language = shown.get(doc.id)!
    if (!every || !gaps.includes(doc)) return { ...doc, language: language === locale ? null : language }
    const filled: Record<string, unknown> = { ...doc }
    // A foreign document is shown wholly in the language it is labelled with, not mixed with the zh-TW fallback.
    if (language !== locale) for (const field of fields) filled[field] = isFilled(every[field]?.[language]) ? every[field]![language] : null
    else for (const field of fields) if (!isFilled(doc[field])) filled[field] = firstFilled(every[field], locale) ?? doc[field]
    return { ...(filled as D), language: language === locale ? null : language }
  })
}

/** Keeps only documents that have `field` in some language (a list never shows an untitled card). */
export const titled = <D>(docs: D[], field: keyof D) => docs.filter((doc) => isFilled(doc[field]))

export function imageView(upload: number | Media | null | undefined): ImageView | null {
  if (!upload || typeof upload !== 'object' || !upload.url) return null
  // Payload prefixes serverURL; pages and next/image want the path on this site.
  const url = upload.url.replace(/^https?:\/\/[^/]+/, '')
  return { url, alt: upload.alt ?? '', width: upload.width ?? null, height: upload.height ?? null }
}

type LexicalNode = { type?: string; tag?: string; children?: LexicalNode[] }
const HEADING = /^h([1-6])$/

/**
 * Content headings as the page needs them: the page's title is its only h1, so the levels an editor used
 * become h2, h3 … in order, with none skipped (WCAG 1.3.1; e.g. a news item whose first heading is an h3).
 */
export function withPageHeadings<T>(state: T): T {
  const levels = new Set<number>()
  const visit = (node: LexicalNode) => {
    const level = node.type === 'heading' ? HEADING.exec(node.tag ?? '')?.[1] : undefined
    if (level) levels.add(Number(level))
    node.children?.forEach(visit)
  }
  visit((state as { root: LexicalNode }).root)
  const used = [...levels].sort((a, b) => a - b)
  if (used.every((level, i) => level === i + 2)) return state
  const mapped = new Map(used.map((level, i) => [level, Math.min(6, i + 2)]))
  const rewrite = (node: LexicalNode): LexicalNode => {
    const level = node.type === 'heading' ? HEADING.exec(node.tag ?? '')?.[1] : undefined
    return {
      ...node,
      ...(level ? { tag: `h${mapped.get(Number(level))}` } : {}),
      ...(node.children ? { children: node.children.map(rewrite) } : {}),
    }
  }
  return { ...state, root: rewrite((state as { root: LexicalNode }).root) }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Lexical's list item, written as a page needs it: Payload's converter gives every item empty `class` and `style`
 * attributes, a `value` (valid only in an ordered list) and the line breaks and indentation of its source template, in
 * the page and again in its inline payload. Check lists keep Payload's own converter.
 */
const htmlConverters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { node, nodesToHTML, parent, providedCSSString } = args
    if ('listType' in parent && parent.listType === 'check') {
      const original = defaultConverters.listitem
      return typeof original === 'function' ? original(args) : ''
    }
    const nested = node.children.some((child) => child.type === 'list')
    const style = nested ? `list-style-type: none;${providedCSSString}` : providedCSSString
    const ordered = 'listType' in parent && parent.listType === 'number'
    return `<li${nested ? ' class="nestedListItem"' : ''}${style ? ` style="${escapeAttribute(style)}"` : ''}${ordered ? ` value="${Number(node.value) || 1}"` : ''}>${nodesToHTML({ nodes: node.children }).join('')}</li>`
  },
})

export function richHtml(state: unknown): string {
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  return convertLexicalToHTML({ data: withPageHeadings(state as SerializedEditorState), disableContainer: true, converters: htmlConverters })
}

export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number; totalPages: number }

export function paged<T, D>(result: { docs: D[]; totalDocs: number; page?: number; limit: number; totalPages: number }, map: (doc: D) => T): Paged<T> {
  return {
    list: result.docs.map(map),
    total: result.totalDocs,
    page: result.page ?? 1,
    pageSize: result.limit,
    totalPages: result.totalPages,
  }
}

/** One page of an in-memory list, in the shape of `paged`. */
export function pageOf<T>(items: readonly T[], page = 1, pageSize = 24): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize))
  return { list: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize, totalPages }
}

// Traditional characters read as their simplified forms on both sides of a search (opencc-js, its small t2cn
// dictionary: 110 KB, about 4 µs a name): "台湾" typed on the zh-TW site finds 台灣, and 臺灣 finds 台灣 too.
export const toSimplified = Converter({ from: 'tw', to: 'cn' })

/** The search as the server reads it (src/domain/search.ts, with opencc's whole table; the browser ships part of it). */
export const search = createSearch(toSimplified)
const fold = search.fold

// Folded texts of the cached lists, kept while they are few; cleared when full, so it never grows past FOLD_MEMO_MAX.
const FOLD_MEMO_MAX = 5_000
const foldMemo = new Map<string, string>()

const queryWords = search.words

/** `fold` of a cached list's text (a name, a question), remembered; a visitor's query is folded each time instead. */
export function foldListed(text: string): string {
  let folded = foldMemo.get(text)
  if (folded === undefined) {
    folded = fold(text)
    if (foldMemo.size >= FOLD_MEMO_MAX) foldMemo.clear()
    foldMemo.set(text, folded)
  }
  return folded
}

/**
 * Searches as Payload's `like` does (every word of the query somewhere in the text, case-insensitive, and
 * Traditional or Simplified Chinese alike),
 * over lists already in the cache: a search never adds a cache entry of its own, so any number of
 * different searches costs no cache space. With `synonyms` (the product and ticket search), a word that is a
 * term of src/domain/searchSynonyms.ts also matches the other terms of its group.
 */
export function matchesWords(text: string, query: string | undefined, { synonyms = false }: { synonyms?: boolean } = {}): boolean {
  const words = queryWords(query)
  return !words.length || search.holds(foldListed(text), words, { synonyms })
}

/** The marks of src/lib/searchMarks.ts, with the server's fold: what a search found, in a question or an answer. */
export const { markText, markHtml } = searchMarks(search)
export type { MarkedPart } from '@/lib/searchMarks'

export const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null
