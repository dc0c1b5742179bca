import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { paramsOfOldNote } from '../domain/orderHistory'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_order_events_event" ADD VALUE 'undoPickUp';
  ALTER TYPE "public"."enum_order_events_event" ADD VALUE 'refundPart';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'refundPart';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'undoHandover';
  ALTER TABLE "orders" ADD COLUMN "refund_last_amount_twd" numeric;
  ALTER TABLE "order_events" ADD COLUMN "params" jsonb;`)
  // Old English notes whose shape is known become data, so old orders' history reads in the admin's language too;
  // any other note stays as text (shown as it is).
  const { rows } = await db.execute(sql`select id, event, note from order_events where params is null and note is not null and event in ('refund', 'pickUp', 'redeem')`)
  for (const row of rows as { id: number; event: string; note: string }[]) {
    const params = paramsOfOldNote(row.event, row.note)
    if (params) await db.execute(sql`update order_events set params = ${JSON.stringify(params)}::jsonb, note = null where id = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_events_event";
  CREATE TYPE "public"."enum_order_events_event" AS ENUM('pay', 'issueVoucher', 'deliver', 'pickUp', 'redeem', 'cancel', 'refund');
  ALTER TABLE "order_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_order_events_event" USING "event"::"public"."enum_order_events_event";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('cancelOrder', 'resendMail', 'invoiceVoid', 'invoiceIssue', 'memberResetMail', 'revealEsim', 'markPickedUp');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "orders" DROP COLUMN "refund_last_amount_twd";
  ALTER TABLE "order_events" DROP COLUMN "params";`)
}
