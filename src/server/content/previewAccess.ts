/**
 * The preview route's check (issue 38 §7): who may see a document's draft on the storefront. Only a signed-in staff
 * member whose access to that collection (or the home global) is whole — Payload's own read rule answering `true`,
 * not "published ones only" — as editors, support and admins have; a visitor, a member, a partner or the counter is
 * refused, and the document must exist for that staff member (drafts included).
 */
import 'server-only'

import { createLocalReq, type Payload, type TypedUser } from 'payload'

import { forbidden, notFound, notLoggedIn } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { previewPagePath, type PreviewCollection, type PreviewGlobal } from '@/domain/preview'

type Asked = { collection: PreviewCollection; id: number } | { global: PreviewGlobal }

/** The storefront path to open in draft mode for `user`, or a refusal (401 no staff login, 403 no draft access, 404). */
export async function previewPathFor(payload: Payload, user: TypedUser | null, asked: Asked, locale: Locale): Promise<string> {
  if (!user || user.collection !== 'staff') throw user ? forbidden() : notLoggedIn()
  const req = await createLocalReq({ user }, payload)
  const rule = 'global' in asked ? payload.config.globals.find((g) => g.slug === asked.global)?.access.read : payload.collections[asked.collection]?.config.access.read
  const granted = rule ? await rule({ req, ...('id' in asked ? { id: asked.id } : {}) }) : false
  if (granted !== true) throw forbidden()
  if ('global' in asked) return previewPagePath(asked, locale)!
  const doc = await payload.findByID({ collection: asked.collection, id: asked.id, draft: true, depth: 0, user, overrideAccess: false, disableErrors: true })
  if (!doc) throw notFound()
  const path = previewPagePath({ ...asked, slug: (doc as { slug?: string | null }).slug ?? null }, locale)
  if (!path) throw notFound()
  return path
}
