import type { Access } from 'payload'

/** Staff see drafts; everyone else sees only documents whose `published` box is ticked. */
export const publishedOrStaff: Access = ({ req }) =>
  req.user?.collection === 'staff' ? true : { published: { equals: true } }
