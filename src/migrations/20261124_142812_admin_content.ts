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
  CREATE INDEX "media_missing_locales_parent_idx" ON "media_missing_locales" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  DROP TYPE "public"."enum_media_missing_locales";`)
}
