import type { CollectionBeforeOperationHook, Field, PayloadRequest, Where } from 'payload'

import { hasStaffRole } from '@/domain/roles'

/**
 * The Orders list's search box (issue 38 §6): one field, `search`, that no column holds. Any query on it (the list's
 * search, or `where[search][like]=…` through REST or GraphQL) is answered by the Order desk's search before Payload
 * reads: it becomes the ids the desk finds, so local phone formats (0911222333, 0911-222-333), full names in either
 * order and order numbers without their hyphen or by their last six characters find the same orders in both places.
 * Payload's read rule then still applies. Counter staff search by number and passport name only (they may not read
 * contact data); anyone else finds nothing through it.
 */
export const searchField: Field = { name: 'search', type: 'text', virtual: true, admin: { hidden: true, disableListColumn: true, disableListFilter: true } }

const NOTHING: Where = { id: { equals: -1 } }

async function rewrite(where: Where, req: PayloadRequest): Promise<Where> {
  const out: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = await Promise.all((value as Where[]).map((part) => rewrite(part, req)))
    } else if (key === 'search') {
      const condition = (value ?? {}) as Record<string, unknown>
      const text = [condition.like, condition.contains, condition.equals].find((v): v is string => typeof v === 'string')
      const staff = hasStaffRole('support')({ req }) ? 'contact' : hasStaffRole('counter')({ req }) ? 'names' : null
      // Imported when asked: the desk's search reaches back into modules the collection config is part of (a cycle).
      const { searchedOrderIds } = await import('@/server/staff/search')
      const ids = text && staff ? await searchedOrderIds(req.payload, text, { contact: staff === 'contact' }) : []
      Object.assign(out, ids.length ? { id: { in: ids } } : NOTHING)
    } else {
      out[key] = value as Where[string]
    }
  }
  return out
}

const mentionsSearch = (where: unknown): boolean =>
  typeof where === 'object' && where !== null && Object.entries(where).some(([key, value]) => key === 'search' || (Array.isArray(value) && value.some(mentionsSearch)))

export const answerSearch: CollectionBeforeOperationHook = async ({ args, req }) => {
  const where = (args as { where?: Where }).where
  if (!where || !mentionsSearch(where)) return args
  return { ...args, where: await rewrite(where, req) }
}
