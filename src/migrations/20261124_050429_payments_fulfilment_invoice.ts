import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_alerts_kind" AS ENUM('empty', 'lowStock');
  ALTER TYPE "public"."enum_payments_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'paid' BEFORE 'orderCancelled';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'delivered' BEFORE 'orderCancelled';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'stockAlert' BEFORE 'orderCancelled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'voidInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueInvoice' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'voidInvoice' BEFORE 'cancelUnpaidOrders';
  CREATE TABLE "stock_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"kind" "enum_stock_alerts_kind" NOT NULL,
  	"available" numeric NOT NULL,
  	"waiting_orders" numeric DEFAULT 0,
  	"resolved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "invoice_error" varchar;
  ALTER TABLE "payments" ADD COLUMN "bank_transaction_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "payments" ADD COLUMN "card_last4" varchar;
  ALTER TABLE "payments" ADD COLUMN "invoice" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_alerts_id" integer;
  ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");
  CREATE INDEX "stock_alerts_kind_idx" ON "stock_alerts" USING btree ("kind");
  CREATE INDEX "stock_alerts_resolved_at_idx" ON "stock_alerts" USING btree ("resolved_at");
  CREATE INDEX "stock_alerts_updated_at_idx" ON "stock_alerts" USING btree ("updated_at");
  CREATE INDEX "stock_alerts_created_at_idx" ON "stock_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_alerts_fk" FOREIGN KEY ("stock_alerts_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "payments_bank_transaction_id_idx" ON "payments" USING btree ("bank_transaction_id");
  CREATE INDEX "payload_locked_documents_rels_stock_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_alerts_fk";
  
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
  DROP INDEX "payload_locked_documents_rels_stock_alerts_id_idx";
  ALTER TABLE "orders" DROP COLUMN "invoice_error";
  ALTER TABLE "payments" DROP COLUMN "bank_transaction_id";
  ALTER TABLE "payments" DROP COLUMN "payment_url";
  ALTER TABLE "payments" DROP COLUMN "card_last4";
  ALTER TABLE "payments" DROP COLUMN "invoice";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_alerts_id";
  DROP TYPE "public"."enum_stock_alerts_kind";`)
}
