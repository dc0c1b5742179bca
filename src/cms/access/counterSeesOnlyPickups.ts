import type { CollectionConfig, GlobalConfig } from 'payload'

/** What counter staff may open in /admin: their airports' orders (and the pickup desk, a custom view). */
const COUNTER_COLLECTIONS = new Set(['orders'])

type Hidden = NonNullable<NonNullable<CollectionConfig['admin']>['hidden']>
const isCounter = (user: unknown) => (user as { collection?: string; role?: string } | null)?.collection === 'staff' && (user as { role?: string }).role === 'counter'

function hiddenFor<T extends { slug: string; admin?: { hidden?: Hidden } }>(entity: T, allowed: boolean): T {
  const own = entity.admin?.hidden
  const hidden: Hidden = (args) => (isCounter(args.user) ? !allowed : typeof own === 'function' ? own(args) : Boolean(own))
  return { ...entity, admin: { ...entity.admin, hidden } }
}

/**
 * Counter staff see no content, no members and no settings in /admin (issue 13): every collection but
 * their orders and every global is hidden from them — Payload then answers its list and edit pages
 * with "not found". The read access itself stays on each collection (published content is public).
 */
export const counterSeesOnlyPickups = (collection: CollectionConfig): CollectionConfig => hiddenFor(collection, COUNTER_COLLECTIONS.has(collection.slug))
export const counterSeesNoGlobal = (global: GlobalConfig): GlobalConfig => hiddenFor(global as GlobalConfig & { admin?: { hidden?: Hidden } }, false)
