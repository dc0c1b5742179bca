import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'paid' BEFORE 'system';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueInvoice';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'voidInvoice';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueInvoice';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'voidInvoice';
  ALTER TABLE "orders" ADD COLUMN "invoice_error" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('newMember', 'verificationCode', 'orderReceived', 'system');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'sendSms');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'sendSms');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "orders" DROP COLUMN "invoice_error";`)
}
