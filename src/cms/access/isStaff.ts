import type { PayloadRequest } from 'payload'

/** Any logged-in staff account (the only users of /admin), whatever its role. */
export const isStaff = ({ req }: { req: Pick<PayloadRequest, 'user'> }): boolean => req.user?.collection === 'staff'
