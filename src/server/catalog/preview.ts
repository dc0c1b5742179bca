/**
 * Live preview (issue 38 §7): a staff browser in Next's draft mode reads the latest draft of the shop's content, as
 * that staff member; every other request reads what was published. Draft mode is turned on only by /api/preview,
 * which checks the staff login first (src/server/content/previewAccess.ts); a draft-mode cookie alone reads nothing
 * unpublished here either, as the read is made with the staff login still on the request.
 */
import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload, TypedUser } from 'payload'

import { requestUser } from '@/server/requestUser'

type Preview = { user: TypedUser }

const scope = new AsyncLocalStorage<Preview>()
const published = new AsyncLocalStorage<true>()

/**
 * Runs `read` with published content only, draft mode or not: the storefront API's answers are shared (kept for every
 * caller by src/server/http/apiCache.ts), so a staff browser's draft must never be one of them.
 */
export const publishedOnly = <R>(read: () => Promise<R>): Promise<R> => published.run(true, read)

/**
 * The staff member previewing drafts on this request, or null: draft mode is on and a staff login is still there
 * (what it may read is then its collection access: a role without drafts reads published ones). Outside a request
 * (a build, a script) or with draft mode off, null without reading anything.
 */
export async function previewOfRequest(getPayload: () => Promise<Payload>): Promise<Preview | null> {
  if (!process.env.NEXT_RUNTIME || published.getStore()) return null
  const { draftMode, headers } = await import('next/headers')
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    // Not inside a request (generateStaticParams, a job): nothing is previewed.
    return null
  }
  if (!enabled) return null
  const user = await requestUser(await getPayload(), await headers())
  return user?.collection === 'staff' ? { user } : null
}

/** Runs `read` as the preview's staff member (the reads below then ask for drafts). */
export const asPreview = <R>(preview: Preview, read: () => Promise<R>): Promise<R> => scope.run(preview, read)

/** What a storefront read adds to its Payload query: the latest draft as the previewing staff member, or published only. */
export function readAccess(): { overrideAccess: false; draft?: true; user?: TypedUser } {
  const preview = scope.getStore()
  return preview ? { overrideAccess: false, draft: true, user: preview.user } : { overrideAccess: false }
}
