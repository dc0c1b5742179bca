import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_categories_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_products_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_activities_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_pickup_regions_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_airports_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_banners_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_news_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_guides_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_faq_categories_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_faqs_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_pages_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_media_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_partners_kind" AS ENUM('b2c', 'bbc');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('cancelOrder', 'resendMail', 'invoiceVoid', 'invoiceIssue', 'memberResetMail', 'revealEsim', 'markPickedUp');
  CREATE TABLE "product_categories_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_categories_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "activities_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_activities_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pickup_regions_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pickup_regions_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "airports_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_airports_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "banners_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_banners_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "guides_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_guides_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_categories_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faq_categories_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faqs_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "media_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_media_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_partners_kind" NOT NULL,
  	"contact_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"staff_id" integer NOT NULL,
  	"staff_email" varchar NOT NULL,
  	"staff_role" varchar NOT NULL,
  	"order_id" integer,
  	"order_number" varchar,
  	"member_id" integer,
  	"summary" varchar NOT NULL,
  	"detail" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_partner_id_members_id_fk";
  
  ALTER TABLE "serial_numbers" DROP CONSTRAINT "serial_numbers_partner_id_members_id_fk";
  -- A promo code's or serial's partner was a member account; it is now a row of the new (empty) partners
  -- table, so the old links are cleared before the new foreign keys (partners are linked again in /admin).
  UPDATE "promo_codes" SET "partner_id" = NULL WHERE "partner_id" IS NOT NULL;
  UPDATE "serial_numbers" SET "partner_id" = NULL WHERE "partner_id" IS NOT NULL;
  
  ALTER TABLE "orders" ADD COLUMN "pickup_card_serials" varchar;
  ALTER TABLE "members" ADD COLUMN "partner_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "product_categories_missing_locales" ADD CONSTRAINT "product_categories_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_missing_locales" ADD CONSTRAINT "products_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_missing_locales" ADD CONSTRAINT "activities_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pickup_regions_missing_locales" ADD CONSTRAINT "pickup_regions_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pickup_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airports_missing_locales" ADD CONSTRAINT "airports_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_missing_locales" ADD CONSTRAINT "banners_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_missing_locales" ADD CONSTRAINT "news_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_missing_locales" ADD CONSTRAINT "guides_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_categories_missing_locales" ADD CONSTRAINT "faq_categories_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_missing_locales" ADD CONSTRAINT "faqs_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_missing_locales" ADD CONSTRAINT "pages_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_missing_locales" ADD CONSTRAINT "media_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_categories_missing_locales_order_idx" ON "product_categories_missing_locales" USING btree ("order");
  CREATE INDEX "product_categories_missing_locales_parent_idx" ON "product_categories_missing_locales" USING btree ("parent_id");
  CREATE INDEX "products_missing_locales_order_idx" ON "products_missing_locales" USING btree ("order");
  CREATE INDEX "products_missing_locales_parent_idx" ON "products_missing_locales" USING btree ("parent_id");
  CREATE INDEX "activities_missing_locales_order_idx" ON "activities_missing_locales" USING btree ("order");
  CREATE INDEX "activities_missing_locales_parent_idx" ON "activities_missing_locales" USING btree ("parent_id");
  CREATE INDEX "pickup_regions_missing_locales_order_idx" ON "pickup_regions_missing_locales" USING btree ("order");
  CREATE INDEX "pickup_regions_missing_locales_parent_idx" ON "pickup_regions_missing_locales" USING btree ("parent_id");
  CREATE INDEX "airports_missing_locales_order_idx" ON "airports_missing_locales" USING btree ("order");
  CREATE INDEX "airports_missing_locales_parent_idx" ON "airports_missing_locales" USING btree ("parent_id");
  CREATE INDEX "banners_missing_locales_order_idx" ON "banners_missing_locales" USING btree ("order");
  CREATE INDEX "banners_missing_locales_parent_idx" ON "banners_missing_locales" USING btree ("parent_id");
  CREATE INDEX "news_missing_locales_order_idx" ON "news_missing_locales" USING btree ("order");
  CREATE INDEX "news_missing_locales_parent_idx" ON "news_missing_locales" USING btree ("parent_id");
  CREATE INDEX "guides_missing_locales_order_idx" ON "guides_missing_locales" USING btree ("order");
  CREATE INDEX "guides_missing_locales_parent_idx" ON "guides_missing_locales" USING btree ("parent_id");
  CREATE INDEX "faq_categories_missing_locales_order_idx" ON "faq_categories_missing_locales" USING btree ("order");
  CREATE INDEX "faq_categories_missing_locales_parent_idx" ON "faq_categories_missing_locales" USING btree ("parent_id");
  CREATE INDEX "faqs_missing_locales_order_idx" ON "faqs_missing_locales" USING btree ("order");
  CREATE INDEX "faqs_missing_locales_parent_idx" ON "faqs_missing_locales" USING btree ("parent_id");
  CREATE INDEX "pages_missing_locales_order_idx" ON "pages_missing_locales" USING btree ("order");
  CREATE INDEX "pages_missing_locales_parent_idx" ON "pages_missing_locales" USING btree ("parent_id");
  CREATE INDEX "media_missing_locales_order_idx" ON "media_missing_locales" USING btree ("order");
  CREATE INDEX "media_missing_locales_parent_idx" ON "media_missing_locales" USING btree ("parent_id");
  CREATE UNIQUE INDEX "partners_name_idx" ON "partners" USING btree ("name");
  CREATE INDEX "partners_kind_idx" ON "partners" USING btree ("kind");
  CREATE INDEX "partners_active_idx" ON "partners" USING btree ("active");
  CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id");
  CREATE INDEX "audit_log_order_idx" ON "audit_log" USING btree ("order_id");
  CREATE INDEX "audit_log_order_number_idx" ON "audit_log" USING btree ("order_number");
  CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "members_partner_idx" ON "members" USING btree ("partner_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pickup_regions_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airports_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_categories_missing_locales" CASCADE;
  DROP TABLE "products_missing_locales" CASCADE;
  DROP TABLE "activities_missing_locales" CASCADE;
  DROP TABLE "pickup_regions_missing_locales" CASCADE;
  DROP TABLE "airports_missing_locales" CASCADE;
  DROP TABLE "banners_missing_locales" CASCADE;
  DROP TABLE "news_missing_locales" CASCADE;
  DROP TABLE "guides_missing_locales" CASCADE;
  DROP TABLE "faq_categories_missing_locales" CASCADE;
  DROP TABLE "faqs_missing_locales" CASCADE;
  DROP TABLE "pages_missing_locales" CASCADE;
  DROP TABLE "media_missing_locales" CASCADE;
  DROP TABLE "partners" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_partner_id_partners_id_fk";
  
  ALTER TABLE "serial_numbers" DROP CONSTRAINT "serial_numbers_partner_id_partners_id_fk";
  
  ALTER TABLE "members" DROP CONSTRAINT "members_partner_id_partners_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "members_partner_idx";
  DROP INDEX "payload_locked_documents_rels_partners_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" DROP COLUMN "pickup_card_serials";
  ALTER TABLE "members" DROP COLUMN "partner_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_product_categories_missing_locales";
  DROP TYPE "public"."enum_products_missing_locales";
  DROP TYPE "public"."enum_activities_missing_locales";
  DROP TYPE "public"."enum_pickup_regions_missing_locales";
  DROP TYPE "public"."enum_airports_missing_locales";
  DROP TYPE "public"."enum_banners_missing_locales";
  DROP TYPE "public"."enum_news_missing_locales";
  DROP TYPE "public"."enum_guides_missing_locales";
  DROP TYPE "public"."enum_faq_categories_missing_locales";
  DROP TYPE "public"."enum_faqs_missing_locales";
  DROP TYPE "public"."enum_pages_missing_locales";
  DROP TYPE "public"."enum_media_missing_locales";
  DROP TYPE "public"."enum_partners_kind";
  DROP TYPE "public"."enum_audit_log_action";`)
}
