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
