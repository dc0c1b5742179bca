/** Staff roles (Payload `staff` collection) and member account types (spec §1). */
export const STAFF_ROLES = ['admin', 'editor', 'support', 'counter'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** 1 ordinary member, 2 B2C partner (promo-code sales report), 3 BBC partner (redemption report). */
export const ACCOUNT_TYPES = [1, 2, 3] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export function isPartnerType(type: number | null | undefined): boolean {
  return type === 2 || type === 3
}
