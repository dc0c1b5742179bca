import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { invalidate } from '@/server/cache'

/** Hooks that expire the cache tags a collection's documents feed, so the next request shows the change. */
export function revalidateCollection(tags: (doc: { id: number | string }) => string[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, previousDoc }) => invalidate(...new Set([...tags(doc), ...(previousDoc?.id ? tags(previousDoc) : [])]))],
    afterDelete: [({ doc }) => invalidate(...tags(doc))],
  }
}

export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  () =>
    invalidate(...tags)
