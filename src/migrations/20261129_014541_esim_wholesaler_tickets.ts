import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_esim_source" AS ENUM('inventory', 'esimAccess');
  CREATE TYPE "public"."enum_esim_codes_source" AS ENUM('inventory', 'esimAccess');
  CREATE TYPE "public"."enum_esim_codes_provider_state" AS ENUM('released', 'downloaded', 'installed', 'enabled', 'disabled', 'deleted', 'cancelled', 'revoked', 'expired', 'usedUp', 'unknown');
  CREATE TYPE "public"."enum_ticket_uses_leg" AS ENUM('outbound', 'return', 'single');
  ALTER TYPE "public"."enum_esim_codes_status" ADD VALUE 'revoked';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueEsim' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueEsim' BEFORE 'cancelUnpaidOrders';
  CREATE TABLE "ticket_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"order_number" varchar NOT NULL,
  	"ticket_index" numeric NOT NULL,
  	"leg" "enum_ticket_uses_leg" NOT NULL,
  	"used_at" timestamp(3) with time zone NOT NULL,
  	"checked_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products_plans" ADD COLUMN "provider_package_code" varchar;
  ALTER TABLE "products" ADD COLUMN "esim_source" "enum_products_esim_source" DEFAULT 'inventory';
  ALTER TABLE "orders" ADD COLUMN "fulfilment_esim_source" varchar;
  ALTER TABLE "orders" ADD COLUMN "fulfilment_provider_order_no" varchar;
  ALTER TABLE "esim_codes" ADD COLUMN "source" "enum_esim_codes_source" DEFAULT 'inventory' NOT NULL;
  ALTER TABLE "esim_codes" ADD COLUMN "provider_ref" varchar;
  ALTER TABLE "esim_codes" ADD COLUMN "iccid" varchar;
  ALTER TABLE "esim_codes" ADD COLUMN "revoked_at" timestamp(3) with time zone;
  ALTER TABLE "esim_codes" ADD COLUMN "provider_state" "enum_esim_codes_provider_state";
  ALTER TABLE "esim_codes" ADD COLUMN "used_bytes" numeric;
  ALTER TABLE "esim_codes" ADD COLUMN "total_bytes" numeric;
  ALTER TABLE "esim_codes" ADD COLUMN "valid_until" timestamp(3) with time zone;
  ALTER TABLE "esim_codes" ADD COLUMN "state_checked_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_uses_id" integer;
  ALTER TABLE "ticket_uses" ADD CONSTRAINT "ticket_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_uses" ADD CONSTRAINT "ticket_uses_checked_by_id_staff_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ticket_uses_order_idx" ON "ticket_uses" USING btree ("order_id");
  CREATE INDEX "ticket_uses_order_number_idx" ON "ticket_uses" USING btree ("order_number");
  CREATE INDEX "ticket_uses_checked_by_idx" ON "ticket_uses" USING btree ("checked_by_id");
  CREATE INDEX "ticket_uses_updated_at_idx" ON "ticket_uses" USING btree ("updated_at");
  CREATE INDEX "ticket_uses_created_at_idx" ON "ticket_uses" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_ticketIndex_idx" ON "ticket_uses" USING btree ("order_id","ticket_index");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_uses_fk" FOREIGN KEY ("ticket_uses_id") REFERENCES "public"."ticket_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "esim_codes_source_idx" ON "esim_codes" USING btree ("source");
  CREATE INDEX "esim_codes_provider_ref_idx" ON "esim_codes" USING btree ("provider_ref");
  CREATE INDEX "payload_locked_documents_rels_ticket_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ticket_uses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_uses_fk";
  
  ALTER TABLE "esim_codes" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "esim_codes" ALTER COLUMN "status" SET DEFAULT 'available'::text;
  DROP TYPE "public"."enum_esim_codes_status";
  CREATE TYPE "public"."enum_esim_codes_status" AS ENUM('available', 'assigned');
  ALTER TABLE "esim_codes" ALTER COLUMN "status" SET DEFAULT 'available'::"public"."enum_esim_codes_status";
  ALTER TABLE "esim_codes" ALTER COLUMN "status" SET DATA TYPE "public"."enum_esim_codes_status" USING "status"::"public"."enum_esim_codes_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'issueInvoice', 'voidInvoice', 'cancelUnpaidOrders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'issueInvoice', 'voidInvoice', 'cancelUnpaidOrders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "esim_codes_source_idx";
  DROP INDEX "esim_codes_provider_ref_idx";
  DROP INDEX "payload_locked_documents_rels_ticket_uses_id_idx";
  ALTER TABLE "products_plans" DROP COLUMN "provider_package_code";
  ALTER TABLE "products" DROP COLUMN "esim_source";
  ALTER TABLE "orders" DROP COLUMN "fulfilment_esim_source";
  ALTER TABLE "orders" DROP COLUMN "fulfilment_provider_order_no";
  ALTER TABLE "esim_codes" DROP COLUMN "source";
  ALTER TABLE "esim_codes" DROP COLUMN "provider_ref";
  ALTER TABLE "esim_codes" DROP COLUMN "iccid";
  ALTER TABLE "esim_codes" DROP COLUMN "revoked_at";
  ALTER TABLE "esim_codes" DROP COLUMN "provider_state";
  ALTER TABLE "esim_codes" DROP COLUMN "used_bytes";
  ALTER TABLE "esim_codes" DROP COLUMN "total_bytes";
  ALTER TABLE "esim_codes" DROP COLUMN "valid_until";
  ALTER TABLE "esim_codes" DROP COLUMN "state_checked_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_uses_id";
  DROP TYPE "public"."enum_products_esim_source";
  DROP TYPE "public"."enum_esim_codes_source";
  DROP TYPE "public"."enum_esim_codes_provider_state";
  DROP TYPE "public"."enum_ticket_uses_leg";`)
}
