import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_order_events_event" ADD VALUE 'change';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'orderContactChanged' BEFORE 'system';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'changeVisit';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'changeContact';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "order_events" WHERE "event" = 'change';
  DELETE FROM "outbox" WHERE "kind" = 'orderContactChanged';
  DELETE FROM "audit_log" WHERE "action" IN ('changeVisit', 'changeContact');
  ALTER TABLE "order_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_events_event";
  CREATE TYPE "public"."enum_order_events_event" AS ENUM('pay', 'issueVoucher', 'deliver', 'pickUp', 'redeem', 'cancel', 'refund', 'undoPickUp', 'refundPart');
  ALTER TABLE "order_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_order_events_event" USING "event"::"public"."enum_order_events_event";
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('newMember', 'verificationCode', 'orderReceived', 'paid', 'delivered', 'stockAlert', 'orderCancelled', 'orderRefunded', 'emailChanged', 'supportReceived', 'chargeReversed', 'system');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('cancelOrder', 'resendMail', 'invoiceVoid', 'invoiceIssue', 'memberResetMail', 'revealEsim', 'markPickedUp', 'changePickup', 'orderNote', 'refundPart', 'undoHandover');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
