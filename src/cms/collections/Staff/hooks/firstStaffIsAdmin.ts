import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The account created on /admin/create-first-user (a new deployment without demo data) is an admin:
 * otherwise nobody could ever create the other staff or give roles.
 */
export const firstStaffIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const { totalDocs } = await req.payload.count({ collection: 'staff', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
