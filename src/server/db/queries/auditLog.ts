/** Reads of `audit_log` (src/server/staff/audit.ts writes it through Payload): what the desk's actions already did. */
import 'server-only'

import { and, asc, eq } from '@payloadcms/db-postgres/drizzle'

import { audit_log, staff } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { jsonText } from './expressions'

/** The partial refund a desk request (`requestKey`) made on the order, if it made one: its amount and what it left. */
export async function refundPartOfRequest(db: Db, orderId: number, requestKey: string) {
  const [row] = await db
    .select({ orderNumber: audit_log.orderNumber, refundTwd: jsonText(audit_log.detail, 'event', 'amount'), leftTwd: jsonText(audit_log.detail, 'event', 'left') })
    .from(audit_log)
    .where(and(eq(audit_log.order, orderId), eq(audit_log.action, 'refundPart'), eq(jsonText(audit_log.detail, 'requestKey'), requestKey)))
    .limit(1)
  return row ? { orderNumber: row.orderNumber ?? '', refundTwd: Number(row.refundTwd), leftTwd: Number(row.leftTwd) } : null
}

/** The order's audit entries, oldest first, with the staff member's name. */
export async function auditOfOrder(db: Db, orderId: number) {
  return db
    .select({
      createdAt: audit_log.createdAt,
      action: audit_log.action,
      staffEmail: audit_log.staffEmail,
      summary: audit_log.summary,
      detail: audit_log.detail,
      staffName: staff.name,
    })
    .from(audit_log)
    .leftJoin(staff, eq(staff.id, audit_log.staff))
    .where(eq(audit_log.order, orderId))
    .orderBy(asc(audit_log.createdAt), asc(audit_log.id))
}
