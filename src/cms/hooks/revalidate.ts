import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { expireHere, invalidate } from '@/server/cache'
import { FANOUT_CHANNEL, notifyPayloads } from '@/server/cacheFanout/publish'
import { notify } from '@/server/db/queries/expressions'
import { sqlHandle } from '@/server/db/transaction'

type Session = { resolve: () => Promise<unknown> }
type SessionRegistry = { sessions?: Record<string, Session | undefined> }

/**
 * Expires `tags` now and again right after the save's transaction commits: Payload runs these hooks before its commit,
 * and a request in between would cache the old rows again (we wrap the adapter session's resolve, which
 * `commitTransaction` calls). Without a transaction the write is visible already and `invalidate` is enough.
 * The other processes hear of it through a NOTIFY inside the transaction: delivered at the commit, never on a rollback.
 */
export async function invalidateAfterCommit(req: Pick<PayloadRequest, 'transactionID' | 'payload'>, tags: string[]): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = id ? (req.payload.db as unknown as SessionRegistry).sessions?.[String(id)] : undefined
  if (!session) {
    invalidate(...tags)
    return
  }
  expireHere(tags)
  const tx = await sqlHandle(req.payload, { transactionID: id })
  for (const payload of notifyPayloads(tags)) await tx.execute(notify(FANOUT_CHANNEL, payload))
  const commit = session.resolve
  session.resolve = async () => {
    const done = await commit()
    expireHere(tags)
    return done
  }
}

type Status = { _status?: unknown } | null | undefined

/**
 * Whether a save changed what the storefront shows: a publish, or a published document taken back to a draft.
 * A draft save (autosave while staff type) lands in the versions table only; the published rows stay as they
 * were, so nothing cached is stale (Payload's ecommerce template fires its revalidation the same way).
 */
export const changesPublished = (doc: Status, previousDoc: Status): boolean =>
  !doc || !('_status' in doc) || doc._status === 'published' || previousDoc?._status === 'published'

/** Hooks that expire the cache tags a collection's documents feed, so the next request shows the change. */
export function revalidateCollection(tags: (doc: { id: number | string }) => string[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (!changesPublished(doc, previousDoc)) return
        await invalidateAfterCommit(req, [...new Set([...tags(doc), ...(previousDoc?.id ? tags(previousDoc) : [])])])
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await invalidateAfterCommit(req, tags(doc))
      },
    ],
  }
}

export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    if (!changesPublished(doc, previousDoc)) return
    await invalidateAfterCommit(req, tags)
  }
