import type { Field } from 'payload'

/**
 * Payload's own `sessions` field of an auth collection (payload/dist/auth/baseFields/sessions.js), readable only by the
 * account itself. Payload's rule compares ids alone, so staff account 3 read the sessions of member 3. Merged over
 * Payload's field by name: the stored shape is Payload's, and nobody writes it through the API.
 */
export const ownSessionsField = (collection: 'staff' | 'members'): Field => ({
  name: 'sessions',
  type: 'array',
  fields: [],
  access: { read: ({ doc, req: { user } }) => user?.collection === collection && user.id === (doc as { id?: unknown } | undefined)?.id },
  admin: { disabled: true },
})
