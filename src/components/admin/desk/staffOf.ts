import 'server-only'

import type { PayloadRequest } from 'payload'

import type { StaffRole } from '@/domain/roles'
import type { StaffUser } from '@/server/staff/auth'

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? (v as { id: unknown }).id : v)).filter((v): v is number => typeof v === 'number') : []

/** The staff account of an admin page's request (custom views are reachable without admin access: callers check). */
export function staffOf(req: PayloadRequest): StaffUser | null {
  const user = req.user as { collection?: string; id: number; email: string; role: StaffRole; airports?: unknown } | null
  if (user?.collection !== 'staff') return null
  return { id: user.id, email: user.email, role: user.role, airports: idsOf(user.airports) }
}
