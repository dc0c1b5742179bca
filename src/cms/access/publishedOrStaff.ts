import type { Access } from 'payload'

import { hasStaffRole } from '@/domain/roles'

/** Staff who work with content or customers: admins, editors and support. */
const readsDrafts = hasStaffRole('editor', 'support')

/**
 * Staff who work with content or customers (admins, editors, support) see drafts; everyone else —
 * visitors, and counter staff, whose job is handing over cards — sees only published documents. Payload adds
 * this rule to its draft query too (`?draft=true`, GraphQL `draft: true`), so a visitor asking for the
 * latest draft gets the published version.
 */
export const publishedOrStaff: Access = ({ req }) => (readsDrafts({ req }) ? true : { _status: { equals: 'published' } })

/** The version history (drafts, who changed what): the same staff; Payload's default would let any login read it. */
export const versionsOfStaff: Access = ({ req }) => readsDrafts({ req })
