import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'paid' BEFORE 'orderCancelled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'voidInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'voidInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TABLE "orders" ADD COLUMN "invoice_error" varchar;
  ALTER TABLE "payments" ADD COLUMN "bank_transaction_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "payments" ADD COLUMN "card_last4" varchar;
  ALTER TABLE "payments" ADD COLUMN "invoice" jsonb;
  CREATE UNIQUE INDEX "payments_bank_transaction_id_idx" ON "payments" USING btree ("bank_transaction_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_status";
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'challenge', 'succeeded', 'failed');
  ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_payments_status" USING "status"::"public"."enum_payments_status";
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('newMember', 'verificationCode', 'orderReceived', 'orderCancelled', 'orderRefunded', 'system');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'cancelUnpaidOrders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'cancelUnpaidOrders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payments_bank_transaction_id_idx";
  ALTER TABLE "orders" DROP COLUMN "invoice_error";
  ALTER TABLE "payments" DROP COLUMN "bank_transaction_id";
  ALTER TABLE "payments" DROP COLUMN "payment_url";
  ALTER TABLE "payments" DROP COLUMN "card_last4";
  ALTER TABLE "payments" DROP COLUMN "invoice";`)
}
