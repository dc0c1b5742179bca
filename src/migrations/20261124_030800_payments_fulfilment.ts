import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'applePay', 'googlePay');
  CREATE TYPE "public"."enum_orders_invoice_type" AS ENUM('memberCarrier', 'mobileBarcode', 'company', 'donation', 'nonResident');
  CREATE TYPE "public"."enum_order_events_event" AS ENUM('pay', 'issueVoucher', 'deliver', 'pickUp', 'redeem', 'cancel', 'refund');
  CREATE TYPE "public"."enum_order_events_from" AS ENUM('unpaid', 'paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_order_events_to" AS ENUM('unpaid', 'paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('card', 'applePay', 'googlePay');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'challenge', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_esim_codes_status" AS ENUM('available', 'assigned');
  CREATE TABLE "device_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"esim" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "device_models_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "order_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"event" "enum_order_events_event" NOT NULL,
  	"from" "enum_order_events_from" NOT NULL,
  	"to" "enum_order_events_to" NOT NULL,
  	"actor" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"method" "enum_payments_method" NOT NULL,
  	"amount_twd" numeric NOT NULL,
  	"status" "enum_payments_status" NOT NULL,
  	"provider_ref" varchar,
  	"error_code" varchar,
  	"error_message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "esim_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"lpa" varchar NOT NULL,
  	"smdp_address" varchar NOT NULL,
  	"matching_id" varchar NOT NULL,
  	"status" "enum_esim_codes_status" DEFAULT 'available' NOT NULL,
  	"order_id" integer,
  	"assigned_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'unpaid'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('unpaid', 'paid', 'pendingPickup', 'delivered', 'pickedUp', 'redeemed', 'cancelled', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'unpaid'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders" ADD COLUMN "payment_method" "enum_orders_payment_method";
  ALTER TABLE "orders" ADD COLUMN "payment_provider" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_provider_ref" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_amount_twd" numeric;
  ALTER TABLE "orders" ADD COLUMN "payment_card_last4" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "invoice_type" "enum_orders_invoice_type";
  ALTER TABLE "orders" ADD COLUMN "invoice_mobile_barcode" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_tax_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_company_title" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_love_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_random_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_issued_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "invoice_voided_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "invoice_provider" varchar;
  ALTER TABLE "orders" ADD COLUMN "fulfilment_esim_code_id" integer;
  ALTER TABLE "orders" ADD COLUMN "fulfilment_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refund_amount_twd" numeric;
  ALTER TABLE "orders" ADD COLUMN "refund_fee_twd" numeric;
  ALTER TABLE "orders" ADD COLUMN "refund_provider_ref" varchar;
  ALTER TABLE "orders" ADD COLUMN "refund_refunded_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "device_models_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "esim_codes_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "order_rules_unpaid_cancel_after_minutes" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "order_rules_esim_low_stock" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "ad_conversion_send_to" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "ad_conversion_currency" varchar DEFAULT 'TWD';
  ALTER TABLE "device_models_locales" ADD CONSTRAINT "device_models_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "esim_codes" ADD CONSTRAINT "esim_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "esim_codes" ADD CONSTRAINT "esim_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "device_models_brand_idx" ON "device_models" USING btree ("brand");
  CREATE INDEX "device_models_updated_at_idx" ON "device_models" USING btree ("updated_at");
  CREATE INDEX "device_models_created_at_idx" ON "device_models" USING btree ("created_at");
  CREATE UNIQUE INDEX "device_models_locales_locale_parent_id_unique" ON "device_models_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
  CREATE INDEX "order_events_updated_at_idx" ON "order_events" USING btree ("updated_at");
  CREATE INDEX "order_events_created_at_idx" ON "order_events" USING btree ("created_at");
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "esim_codes_product_idx" ON "esim_codes" USING btree ("product_id");
  CREATE UNIQUE INDEX "esim_codes_lpa_idx" ON "esim_codes" USING btree ("lpa");
  CREATE INDEX "esim_codes_status_idx" ON "esim_codes" USING btree ("status");
  CREATE INDEX "esim_codes_order_idx" ON "esim_codes" USING btree ("order_id");
  CREATE INDEX "esim_codes_updated_at_idx" ON "esim_codes" USING btree ("updated_at");
  CREATE INDEX "esim_codes_created_at_idx" ON "esim_codes" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_esim_code_id_esim_codes_id_fk" FOREIGN KEY ("fulfilment_esim_code_id") REFERENCES "public"."esim_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_device_models_fk" FOREIGN KEY ("device_models_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_events_fk" FOREIGN KEY ("order_events_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_esim_codes_fk" FOREIGN KEY ("esim_codes_id") REFERENCES "public"."esim_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_payment_payment_provider_ref_idx" ON "orders" USING btree ("payment_provider_ref");
  CREATE INDEX "orders_invoice_invoice_number_idx" ON "orders" USING btree ("invoice_number");
  CREATE INDEX "orders_fulfilment_fulfilment_esim_code_idx" ON "orders" USING btree ("fulfilment_esim_code_id");
  CREATE INDEX "payload_locked_documents_rels_device_models_id_idx" ON "payload_locked_documents_rels" USING btree ("device_models_id");
  CREATE INDEX "payload_locked_documents_rels_order_events_id_idx" ON "payload_locked_documents_rels" USING btree ("order_events_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_esim_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("esim_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "device_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "device_models_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "esim_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "device_models" CASCADE;
  DROP TABLE "device_models_locales" CASCADE;
  DROP TABLE "order_events" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "esim_codes" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_esim_code_id_esim_codes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_device_models_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_esim_codes_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'unpaid'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('unpaid', 'paid', 'pendingPickup', 'pickedUp', 'redeemed', 'completed', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'unpaid'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "orders_payment_payment_provider_ref_idx";
  DROP INDEX "orders_invoice_invoice_number_idx";
  DROP INDEX "orders_fulfilment_fulfilment_esim_code_idx";
  DROP INDEX "payload_locked_documents_rels_device_models_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_esim_codes_id_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_method";
  ALTER TABLE "orders" DROP COLUMN "payment_provider";
  ALTER TABLE "orders" DROP COLUMN "payment_provider_ref";
  ALTER TABLE "orders" DROP COLUMN "payment_amount_twd";
  ALTER TABLE "orders" DROP COLUMN "payment_card_last4";
  ALTER TABLE "orders" DROP COLUMN "payment_paid_at";
  ALTER TABLE "orders" DROP COLUMN "invoice_type";
  ALTER TABLE "orders" DROP COLUMN "invoice_mobile_barcode";
  ALTER TABLE "orders" DROP COLUMN "invoice_tax_id";
  ALTER TABLE "orders" DROP COLUMN "invoice_company_title";
  ALTER TABLE "orders" DROP COLUMN "invoice_love_code";
  ALTER TABLE "orders" DROP COLUMN "invoice_number";
  ALTER TABLE "orders" DROP COLUMN "invoice_random_number";
  ALTER TABLE "orders" DROP COLUMN "invoice_issued_at";
  ALTER TABLE "orders" DROP COLUMN "invoice_voided_at";
  ALTER TABLE "orders" DROP COLUMN "invoice_provider";
  ALTER TABLE "orders" DROP COLUMN "fulfilment_esim_code_id";
  ALTER TABLE "orders" DROP COLUMN "fulfilment_delivered_at";
  ALTER TABLE "orders" DROP COLUMN "refund_amount_twd";
  ALTER TABLE "orders" DROP COLUMN "refund_fee_twd";
  ALTER TABLE "orders" DROP COLUMN "refund_provider_ref";
  ALTER TABLE "orders" DROP COLUMN "refund_refunded_at";
  ALTER TABLE "orders" DROP COLUMN "picked_up_at";
  ALTER TABLE "orders" DROP COLUMN "cancelled_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "device_models_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "esim_codes_id";
  ALTER TABLE "site_settings" DROP COLUMN "order_rules_unpaid_cancel_after_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "order_rules_esim_low_stock";
  ALTER TABLE "site_settings" DROP COLUMN "ad_conversion_send_to";
  ALTER TABLE "site_settings" DROP COLUMN "ad_conversion_currency";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_invoice_type";
  DROP TYPE "public"."enum_order_events_event";
  DROP TYPE "public"."enum_order_events_from";
  DROP TYPE "public"."enum_order_events_to";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_esim_codes_status";`)
}
