import type { Access } from 'payload'

import { hasStaffRole } from './hasStaffRole'

/**
 * Staff who work with content or customers (admins, editors, support) see drafts; everyone else —
 * visitors, and counter staff, whose job is handing over cards — sees only published documents.
 */
export const publishedOrStaff: Access = ({ req }) =>
  hasStaffRole('editor', 'support')({ req }) ? true : { published: { equals: true } }
