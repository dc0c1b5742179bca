import type { Access, PayloadRequest } from 'payload'

/** True when the request is made by any logged-in staff account (the only users of /admin). */
export const isStaffUser = (req: PayloadRequest): boolean => req.user?.collection === 'staff'

export const isStaff: Access = ({ req }) => isStaffUser(req)
