import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__products_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_activities_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__activities_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_banners_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__banners_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_news_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__news_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_guides_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__guides_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_faqs_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__faqs_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_pages_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__pages_v_version_translated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TABLE "products_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "activities_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_activities_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_activities_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__activities_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "banners_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_banners_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_banners_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__banners_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "guides_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_guides_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_guides_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__guides_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faqs_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faqs_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "activities" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_activities_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "banners" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_banners_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "guides" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_guides_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "faqs" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_show_in_other_languages" boolean DEFAULT false;
  ALTER TABLE "products_translated_locales" ADD CONSTRAINT "products_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_translated_locales" ADD CONSTRAINT "_products_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_translated_locales" ADD CONSTRAINT "activities_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v_version_translated_locales" ADD CONSTRAINT "_activities_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_translated_locales" ADD CONSTRAINT "banners_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_version_translated_locales" ADD CONSTRAINT "_banners_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_translated_locales" ADD CONSTRAINT "news_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_translated_locales" ADD CONSTRAINT "_news_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_translated_locales" ADD CONSTRAINT "guides_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_translated_locales" ADD CONSTRAINT "_guides_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_translated_locales" ADD CONSTRAINT "faqs_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_translated_locales" ADD CONSTRAINT "_faqs_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_translated_locales" ADD CONSTRAINT "pages_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_translated_locales" ADD CONSTRAINT "_pages_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_translated_locales_order_idx" ON "products_translated_locales" USING btree ("order");
  CREATE INDEX "products_translated_locales_parent_idx" ON "products_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_translated_locales_order_idx" ON "_products_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_products_v_version_translated_locales_parent_idx" ON "_products_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "activities_translated_locales_order_idx" ON "activities_translated_locales" USING btree ("order");
  CREATE INDEX "activities_translated_locales_parent_idx" ON "activities_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_activities_v_version_translated_locales_order_idx" ON "_activities_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_activities_v_version_translated_locales_parent_idx" ON "_activities_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "banners_translated_locales_order_idx" ON "banners_translated_locales" USING btree ("order");
  CREATE INDEX "banners_translated_locales_parent_idx" ON "banners_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_translated_locales_order_idx" ON "_banners_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_banners_v_version_translated_locales_parent_idx" ON "_banners_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "news_translated_locales_order_idx" ON "news_translated_locales" USING btree ("order");
  CREATE INDEX "news_translated_locales_parent_idx" ON "news_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_translated_locales_order_idx" ON "_news_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_news_v_version_translated_locales_parent_idx" ON "_news_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "guides_translated_locales_order_idx" ON "guides_translated_locales" USING btree ("order");
  CREATE INDEX "guides_translated_locales_parent_idx" ON "guides_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_translated_locales_order_idx" ON "_guides_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_guides_v_version_translated_locales_parent_idx" ON "_guides_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "faqs_translated_locales_order_idx" ON "faqs_translated_locales" USING btree ("order");
  CREATE INDEX "faqs_translated_locales_parent_idx" ON "faqs_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_translated_locales_order_idx" ON "_faqs_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_faqs_v_version_translated_locales_parent_idx" ON "_faqs_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "pages_translated_locales_order_idx" ON "pages_translated_locales" USING btree ("order");
  CREATE INDEX "pages_translated_locales_parent_idx" ON "pages_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_translated_locales_order_idx" ON "_pages_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_pages_v_version_translated_locales_parent_idx" ON "_pages_v_version_translated_locales" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_translated_locales" CASCADE;
  DROP TABLE "_products_v_version_translated_locales" CASCADE;
  DROP TABLE "activities_translated_locales" CASCADE;
  DROP TABLE "_activities_v_version_translated_locales" CASCADE;
  DROP TABLE "banners_translated_locales" CASCADE;
  DROP TABLE "_banners_v_version_translated_locales" CASCADE;
  DROP TABLE "news_translated_locales" CASCADE;
  DROP TABLE "_news_v_version_translated_locales" CASCADE;
  DROP TABLE "guides_translated_locales" CASCADE;
  DROP TABLE "_guides_v_version_translated_locales" CASCADE;
  DROP TABLE "faqs_translated_locales" CASCADE;
  DROP TABLE "_faqs_v_version_translated_locales" CASCADE;
  DROP TABLE "pages_translated_locales" CASCADE;
  DROP TABLE "_pages_v_version_translated_locales" CASCADE;
  ALTER TABLE "products" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_products_v" DROP COLUMN "version_show_in_other_languages";
  ALTER TABLE "activities" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_activities_v" DROP COLUMN "version_show_in_other_languages";
  ALTER TABLE "banners" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_banners_v" DROP COLUMN "version_show_in_other_languages";
  ALTER TABLE "news" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_news_v" DROP COLUMN "version_show_in_other_languages";
  ALTER TABLE "guides" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_guides_v" DROP COLUMN "version_show_in_other_languages";
  ALTER TABLE "faqs" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_show_in_other_languages";
  ALTER TABLE "pages" DROP COLUMN "show_in_other_languages";
  ALTER TABLE "_pages_v" DROP COLUMN "version_show_in_other_languages";
  DROP TYPE "public"."enum_products_translated_locales";
  DROP TYPE "public"."enum__products_v_version_translated_locales";
  DROP TYPE "public"."enum_activities_translated_locales";
  DROP TYPE "public"."enum__activities_v_version_translated_locales";
  DROP TYPE "public"."enum_banners_translated_locales";
  DROP TYPE "public"."enum__banners_v_version_translated_locales";
  DROP TYPE "public"."enum_news_translated_locales";
  DROP TYPE "public"."enum__news_v_version_translated_locales";
  DROP TYPE "public"."enum_guides_translated_locales";
  DROP TYPE "public"."enum__guides_v_version_translated_locales";
  DROP TYPE "public"."enum_faqs_translated_locales";
  DROP TYPE "public"."enum__faqs_v_version_translated_locales";
  DROP TYPE "public"."enum_pages_translated_locales";
  DROP TYPE "public"."enum__pages_v_version_translated_locales";`)
}
