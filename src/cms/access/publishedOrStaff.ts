import type { Access } from 'payload'

import { staffHasRole } from './hasStaffRole'

/**
 * Staff who work with content or customers (admins, editors, support) see drafts; everyone else —
 * visitors, and counter staff, whose job is handing over cards — sees only published documents.
 */
export const publishedOrStaff: Access = ({ req }) =>
  staffHasRole(req, ['admin', 'editor', 'support']) ? true : { published: { equals: true } }
