/** Staff roles (Payload `staff` collection) and member account types (spec §1). */
export const STAFF_ROLES = ['admin', 'editor', 'support', 'counter'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** 1 ordinary member, 2 B2C partner (promo-code sales report), 3 BBC partner (redemption report). */
export const ACCOUNT_TYPES = [1, 2, 3] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Where each account type's orders are: a member's order list, a partner's report. */
export const ORDERS_HOME: Record<AccountType, '/personal/order' | '/personal/order/b2c' | '/personal/order/bbc'> = {
  1: '/personal/order',
  2: '/personal/order/b2c',
  3: '/personal/order/bbc',
}

export function isPartnerType(type: number | null | undefined): boolean {
  return type === 2 || type === 3
}

/**
 * Staff holding one of `roles`; admins always pass. It reads only who asks, so the same rule serves as
 * collection, global, field and jobs access (held on the server, unlike admin.readOnly), and inside a
 * larger rule as `hasStaffRole('support')({ req })`.
 */
export const hasStaffRole =
  (...roles: StaffRole[]) =>
  ({ req }: { req: { user?: { collection?: string; role?: unknown } | null } }): boolean =>
    req.user?.collection === 'staff' && (req.user.role === 'admin' || roles.includes(req.user.role as StaffRole))
