/** Writes one audit-log entry, in the action's transaction: an action and its entry commit together or not at all. */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { AuditAction } from '@/domain/staffDesk'
import { insertRow } from '@/server/db/rows'

import type { StaffUser } from './auth'

export type AuditEntry = {
  action: AuditAction
  order?: { id: number; orderNumber: string }
  memberId?: number
  summary: string
  detail?: Record<string, unknown>
}

export async function recordAudit(payload: Payload, req: Partial<PayloadRequest>, staff: StaffUser, entry: AuditEntry): Promise<void> {
  await insertRow(payload, req, 'audit-log', {
    action: entry.action,
    staff: staff.id,
    staffEmail: staff.email,
    staffRole: staff.role,
    order: entry.order?.id ?? null,
    orderNumber: entry.order?.orderNumber ?? null,
    member: entry.memberId ?? null,
    summary: entry.summary.slice(0, 500),
    detail: entry.detail ?? null,
  })
}
