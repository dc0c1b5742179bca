import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { invalidate } from '@/server/cache'

type Session = { resolve: () => Promise<unknown> }
type SessionRegistry = { sessions?: Record<string, Session | undefined> }

/**
 * Payload runs afterChange/afterDelete hooks BEFORE it commits the request's transaction. Expiring the
 * tags only then let a storefront request arriving in between read the old rows again and cache them for
 * the next hour — that is how a news item deleted in /admin stayed in /en/newMessage's list. So the tags
 * are expired now (as before) and once more right after the commit (the database adapter's session for
 * the transaction is resolved by `commitTransaction`; we wrap that resolve). Without a transaction the
 * write is already visible and once is enough.
 */
export async function invalidateAfterCommit(req: Pick<PayloadRequest, 'transactionID' | 'payload'>, tags: string[]): Promise<void> {
  invalidate(...tags)
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  if (!id) return
  const session = (req.payload.db as unknown as SessionRegistry).sessions?.[String(id)]
  if (!session) return
  const commit = session.resolve
  session.resolve = async () => {
    const done = await commit()
    invalidate(...tags)
    return done
  }
}

/** Hooks that expire the cache tags a collection's documents feed, so the next request shows the change. */
export function revalidateCollection(tags: (doc: { id: number | string }) => string[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
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
  async ({ req }) => {
    await invalidateAfterCommit(req, tags)
  }
