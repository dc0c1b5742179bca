import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_top_up_plans_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_top_up_plans_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'topUpApplied' BEFORE 'system';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyTopUp' BEFORE 'cancelUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyTopUp' BEFORE 'cancelUnpaidOrders';
  CREATE TABLE "top_up_plans_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_top_up_plans_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "top_up_plans_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_top_up_plans_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "top_up_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"package_code" varchar NOT NULL,
  	"price_twd" numeric NOT NULL,
  	"active" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"translations" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "top_up_plans_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "top_up_of_id" integer;
  ALTER TABLE "orders" ADD COLUMN "top_up_plan_id" integer;
  ALTER TABLE "orders" ADD COLUMN "top_up_package_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "top_up_applied_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "top_up_problem" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "top_up_plans_id" integer;
  ALTER TABLE "top_up_plans_missing_locales" ADD CONSTRAINT "top_up_plans_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."top_up_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_up_plans_outdated_locales" ADD CONSTRAINT "top_up_plans_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."top_up_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_up_plans_locales" ADD CONSTRAINT "top_up_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_up_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "top_up_plans_missing_locales_order_idx" ON "top_up_plans_missing_locales" USING btree ("order");
  CREATE INDEX "top_up_plans_missing_locales_parent_idx" ON "top_up_plans_missing_locales" USING btree ("parent_id");
  CREATE INDEX "top_up_plans_outdated_locales_order_idx" ON "top_up_plans_outdated_locales" USING btree ("order");
  CREATE INDEX "top_up_plans_outdated_locales_parent_idx" ON "top_up_plans_outdated_locales" USING btree ("parent_id");
  CREATE UNIQUE INDEX "top_up_plans_package_code_idx" ON "top_up_plans" USING btree ("package_code");
  CREATE INDEX "top_up_plans_updated_at_idx" ON "top_up_plans" USING btree ("updated_at");
  CREATE INDEX "top_up_plans_created_at_idx" ON "top_up_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "top_up_plans_locales_locale_parent_id_unique" ON "top_up_plans_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_top_up_of_id_orders_id_fk" FOREIGN KEY ("top_up_of_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_top_up_plan_id_top_up_plans_id_fk" FOREIGN KEY ("top_up_plan_id") REFERENCES "public"."top_up_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_top_up_plans_fk" FOREIGN KEY ("top_up_plans_id") REFERENCES "public"."top_up_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_top_up_top_up_of_idx" ON "orders" USING btree ("top_up_of_id");
  CREATE INDEX "orders_top_up_top_up_plan_idx" ON "orders" USING btree ("top_up_plan_id");
  CREATE INDEX "payload_locked_documents_rels_top_up_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("top_up_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "top_up_plans_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "top_up_plans_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "top_up_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "top_up_plans_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "top_up_plans_missing_locales" CASCADE;
  DROP TABLE "top_up_plans_outdated_locales" CASCADE;
  DROP TABLE "top_up_plans" CASCADE;
  DROP TABLE "top_up_plans_locales" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_top_up_of_id_orders_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_top_up_plan_id_top_up_plans_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_top_up_plans_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('newMember', 'verificationCode', 'orderReceived', 'paid', 'delivered', 'stockAlert', 'orderCancelled', 'orderRefunded', 'emailChanged', 'supportReceived', 'chargeReversed', 'system');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'issueInvoice', 'voidInvoice', 'issueEsim', 'cancelUnpaidOrders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'issueInvoice', 'voidInvoice', 'issueEsim', 'cancelUnpaidOrders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_top_up_top_up_of_idx";
  DROP INDEX "orders_top_up_top_up_plan_idx";
  DROP INDEX "payload_locked_documents_rels_top_up_plans_id_idx";
  ALTER TABLE "orders" DROP COLUMN "top_up_of_id";
  ALTER TABLE "orders" DROP COLUMN "top_up_plan_id";
  ALTER TABLE "orders" DROP COLUMN "top_up_package_code";
  ALTER TABLE "orders" DROP COLUMN "top_up_applied_at";
  ALTER TABLE "orders" DROP COLUMN "top_up_problem";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "top_up_plans_id";
  DROP TYPE "public"."enum_top_up_plans_missing_locales";
  DROP TYPE "public"."enum_top_up_plans_outdated_locales";`)
}
