import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_categories_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_products_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__products_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__products_v_version_card_type" AS ENUM('physical', 'esim');
  CREATE TYPE "public"."enum__products_v_version_network" AS ENUM('5G', '4G');
  CREATE TYPE "public"."enum__products_v_version_esim_source" AS ENUM('inventory', 'esimAccess');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_activities_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_activities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__activities_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__activities_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__activities_v_version_kind" AS ENUM('rail', 'observationDeck');
  CREATE TYPE "public"."enum__activities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__activities_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_pickup_regions_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_airports_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_banners_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__banners_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_news_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__news_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_guides_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__guides_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_faq_categories_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_faqs_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__faqs_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_pages_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__pages_v_version_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum__pages_v_version_slug" AS ENUM('aboutUs', 'service', 'privacy', 'antiFraud', 'returnExchange', 'topUp', 'businessCooperation');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_media_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_device_models_missing_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_device_models_outdated_locales" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_features_icon" AS ENUM('signal', 'airport', 'esim', 'support', 'shield', 'wallet', 'clock', 'globe');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_social_links_platform" AS ENUM('facebook', 'instagram', 'line', 'youtube', 'x');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "product_categories_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_categories_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"days" numeric,
  	"price_twd" numeric,
  	"active" boolean DEFAULT true,
  	"provider_package_code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_plans_locales" (
  	"data_allowance" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_card_type" "enum__products_v_version_card_type" DEFAULT 'physical',
  	"version_network" "enum__products_v_version_network" DEFAULT '5G',
  	"version_esim_source" "enum__products_v_version_esim_source" DEFAULT 'inventory',
  	"version_sort_order" numeric DEFAULT 0,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_features" jsonb,
  	"version_description" jsonb,
  	"version_specifications" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"airports_id" integer
  );
  
  CREATE TABLE "activities_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_activities_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_activities_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__activities_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_activities_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__activities_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_activities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__activities_v_version_kind",
  	"version_rail_prices_one_way_twd" numeric,
  	"version_rail_prices_round_trip_twd" numeric,
  	"version_ticket_price_twd" numeric,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__activities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__activities_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_activities_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_venue" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_activities_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "pickup_regions_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pickup_regions_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "airports_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_airports_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "banners_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_banners_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_banners_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__banners_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_banners_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__banners_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_image_id" integer,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "guides_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_guides_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_guides_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__guides_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_guides_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__guides_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" numeric DEFAULT 1,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__guides_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_guides_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_categories_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faq_categories_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faqs_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faqs_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faqs_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__pages_v_version_slug",
  	"version_last_updated" timestamp(3) with time zone,
  	"version_chinese_prevails" boolean DEFAULT false,
  	"version_translations" jsonb,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_media_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "device_models_missing_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_device_models_missing_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "device_models_outdated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_device_models_outdated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_home_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__home_v_version_features_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_product_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_product_process_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_cooperation_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_cooperation_activities_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_id" integer,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_about" jsonb,
  	"version_invoice_give" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "_site_settings_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_social_links_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_free_call_number" varchar DEFAULT '0800-000-000',
  	"version_order_rules_unpaid_cancel_after_minutes" numeric DEFAULT 30,
  	"version_order_rules_esim_low_stock" numeric DEFAULT 20,
  	"version_ad_conversion_send_to" varchar,
  	"version_ad_conversion_currency" varchar DEFAULT 'TWD',
  	"version_chat_widget_enabled" boolean DEFAULT false,
  	"version_chat_widget_script_url" varchar,
  	"version_chat_widget_platform" varchar,
  	"version_chat_widget_access_id" varchar,
  	"version_chat_widget_medium" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_service_hours" varchar,
  	"version_support_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP INDEX "products_published_idx";
  DROP INDEX "activities_published_idx";
  DROP INDEX "banners_published_idx";
  DROP INDEX "news_published_idx";
  DROP INDEX "guides_published_idx";
  DROP INDEX "faqs_published_idx";
  DROP INDEX "pages_published_idx";
  ALTER TABLE "products_plans" ALTER COLUMN "days" DROP NOT NULL;
  ALTER TABLE "products_plans" ALTER COLUMN "price_twd" DROP NOT NULL;
  ALTER TABLE "products_plans_locales" ALTER COLUMN "data_allowance" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "card_type" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "activities" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "activities_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "home_features" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "home_features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_product_process_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_cooperation_activities_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "free_call_number" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "order_rules_unpaid_cancel_after_minutes" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "order_rules_esim_low_stock" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "service_hours" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "support_hours" DROP NOT NULL;
  ALTER TABLE "product_categories" ADD COLUMN "translations" jsonb;
  ALTER TABLE "products" ADD COLUMN "translations" jsonb;
  ALTER TABLE "products" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "activities" ADD COLUMN "translations" jsonb;
  ALTER TABLE "activities" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "activities" ADD COLUMN "_status" "enum_activities_status" DEFAULT 'draft';
  ALTER TABLE "pickup_regions" ADD COLUMN "translations" jsonb;
  ALTER TABLE "airports" ADD COLUMN "translations" jsonb;
  ALTER TABLE "banners" ADD COLUMN "translations" jsonb;
  ALTER TABLE "banners" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "news" ADD COLUMN "translations" jsonb;
  ALTER TABLE "news" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "guides" ADD COLUMN "translations" jsonb;
  ALTER TABLE "guides" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "guides" ADD COLUMN "_status" "enum_guides_status" DEFAULT 'draft';
  ALTER TABLE "faq_categories" ADD COLUMN "translations" jsonb;
  ALTER TABLE "faqs" ADD COLUMN "translations" jsonb;
  ALTER TABLE "faqs" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "translations" jsonb;
  ALTER TABLE "pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "media" ADD COLUMN "translations" jsonb;
  ALTER TABLE "device_models" ADD COLUMN "translations" jsonb;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "product_categories_outdated_locales" ADD CONSTRAINT "product_categories_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_outdated_locales" ADD CONSTRAINT "products_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_plans" ADD CONSTRAINT "_products_v_version_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_plans_locales" ADD CONSTRAINT "_products_v_version_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_missing_locales" ADD CONSTRAINT "_products_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_outdated_locales" ADD CONSTRAINT "_products_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_product_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_airports_fk" FOREIGN KEY ("airports_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_outdated_locales" ADD CONSTRAINT "activities_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v_version_missing_locales" ADD CONSTRAINT "_activities_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v_version_outdated_locales" ADD CONSTRAINT "_activities_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v" ADD CONSTRAINT "_activities_v_parent_id_activities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_activities_v_locales" ADD CONSTRAINT "_activities_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v_rels" ADD CONSTRAINT "_activities_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v_rels" ADD CONSTRAINT "_activities_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pickup_regions_outdated_locales" ADD CONSTRAINT "pickup_regions_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pickup_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airports_outdated_locales" ADD CONSTRAINT "airports_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_outdated_locales" ADD CONSTRAINT "banners_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_version_missing_locales" ADD CONSTRAINT "_banners_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_version_outdated_locales" ADD CONSTRAINT "_banners_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_outdated_locales" ADD CONSTRAINT "news_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_missing_locales" ADD CONSTRAINT "_news_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_outdated_locales" ADD CONSTRAINT "_news_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_outdated_locales" ADD CONSTRAINT "guides_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_missing_locales" ADD CONSTRAINT "_guides_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_outdated_locales" ADD CONSTRAINT "_guides_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_parent_id_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v_locales" ADD CONSTRAINT "_guides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_categories_outdated_locales" ADD CONSTRAINT "faq_categories_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_outdated_locales" ADD CONSTRAINT "faqs_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_missing_locales" ADD CONSTRAINT "_faqs_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_outdated_locales" ADD CONSTRAINT "_faqs_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_category_id_faq_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_outdated_locales" ADD CONSTRAINT "pages_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_missing_locales" ADD CONSTRAINT "_pages_v_version_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_outdated_locales" ADD CONSTRAINT "_pages_v_version_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_outdated_locales" ADD CONSTRAINT "media_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "device_models_missing_locales" ADD CONSTRAINT "device_models_missing_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "device_models_outdated_locales" ADD CONSTRAINT "device_models_outdated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_features" ADD CONSTRAINT "_home_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_features_locales" ADD CONSTRAINT "_home_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_product_process" ADD CONSTRAINT "_home_v_version_product_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_product_process_locales" ADD CONSTRAINT "_home_v_version_product_process_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_product_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_cooperation_activities" ADD CONSTRAINT "_home_v_version_cooperation_activities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_cooperation_activities" ADD CONSTRAINT "_home_v_version_cooperation_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_cooperation_activities_locales" ADD CONSTRAINT "_home_v_version_cooperation_activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_cooperation_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social_links" ADD CONSTRAINT "_site_settings_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "product_categories_outdated_locales_order_idx" ON "product_categories_outdated_locales" USING btree ("order");
  CREATE INDEX "product_categories_outdated_locales_parent_idx" ON "product_categories_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "products_outdated_locales_order_idx" ON "products_outdated_locales" USING btree ("order");
  CREATE INDEX "products_outdated_locales_parent_idx" ON "products_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_plans_order_idx" ON "_products_v_version_plans" USING btree ("_order");
  CREATE INDEX "_products_v_version_plans_parent_id_idx" ON "_products_v_version_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_plans_locales_locale_parent_id_unique" ON "_products_v_version_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_missing_locales_order_idx" ON "_products_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_products_v_version_missing_locales_parent_idx" ON "_products_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_outdated_locales_order_idx" ON "_products_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_products_v_version_outdated_locales_parent_idx" ON "_products_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_products_v_version_version_name_idx" ON "_products_v_locales" USING btree ("version_name","_locale");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_rels_airports_id_idx" ON "_products_v_rels" USING btree ("airports_id");
  CREATE INDEX "activities_outdated_locales_order_idx" ON "activities_outdated_locales" USING btree ("order");
  CREATE INDEX "activities_outdated_locales_parent_idx" ON "activities_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_activities_v_version_missing_locales_order_idx" ON "_activities_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_activities_v_version_missing_locales_parent_idx" ON "_activities_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_activities_v_version_outdated_locales_order_idx" ON "_activities_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_activities_v_version_outdated_locales_parent_idx" ON "_activities_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_activities_v_parent_idx" ON "_activities_v" USING btree ("parent_id");
  CREATE INDEX "_activities_v_version_version_updated_at_idx" ON "_activities_v" USING btree ("version_updated_at");
  CREATE INDEX "_activities_v_version_version_created_at_idx" ON "_activities_v" USING btree ("version_created_at");
  CREATE INDEX "_activities_v_version_version__status_idx" ON "_activities_v" USING btree ("version__status");
  CREATE INDEX "_activities_v_created_at_idx" ON "_activities_v" USING btree ("created_at");
  CREATE INDEX "_activities_v_updated_at_idx" ON "_activities_v" USING btree ("updated_at");
  CREATE INDEX "_activities_v_snapshot_idx" ON "_activities_v" USING btree ("snapshot");
  CREATE INDEX "_activities_v_published_locale_idx" ON "_activities_v" USING btree ("published_locale");
  CREATE INDEX "_activities_v_latest_idx" ON "_activities_v" USING btree ("latest");
  CREATE INDEX "_activities_v_autosave_idx" ON "_activities_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_activities_v_locales_locale_parent_id_unique" ON "_activities_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_activities_v_rels_order_idx" ON "_activities_v_rels" USING btree ("order");
  CREATE INDEX "_activities_v_rels_parent_idx" ON "_activities_v_rels" USING btree ("parent_id");
  CREATE INDEX "_activities_v_rels_path_idx" ON "_activities_v_rels" USING btree ("path");
  CREATE INDEX "_activities_v_rels_media_id_idx" ON "_activities_v_rels" USING btree ("media_id");
  CREATE INDEX "pickup_regions_outdated_locales_order_idx" ON "pickup_regions_outdated_locales" USING btree ("order");
  CREATE INDEX "pickup_regions_outdated_locales_parent_idx" ON "pickup_regions_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "airports_outdated_locales_order_idx" ON "airports_outdated_locales" USING btree ("order");
  CREATE INDEX "airports_outdated_locales_parent_idx" ON "airports_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "banners_outdated_locales_order_idx" ON "banners_outdated_locales" USING btree ("order");
  CREATE INDEX "banners_outdated_locales_parent_idx" ON "banners_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_missing_locales_order_idx" ON "_banners_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_banners_v_version_missing_locales_parent_idx" ON "_banners_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_outdated_locales_order_idx" ON "_banners_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_banners_v_version_outdated_locales_parent_idx" ON "_banners_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "_banners_v_autosave_idx" ON "_banners_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_outdated_locales_order_idx" ON "news_outdated_locales" USING btree ("order");
  CREATE INDEX "news_outdated_locales_parent_idx" ON "news_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_missing_locales_order_idx" ON "_news_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_news_v_version_missing_locales_parent_idx" ON "_news_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_outdated_locales_order_idx" ON "_news_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_news_v_version_outdated_locales_parent_idx" ON "_news_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_cover_image_idx" ON "_news_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "guides_outdated_locales_order_idx" ON "guides_outdated_locales" USING btree ("order");
  CREATE INDEX "guides_outdated_locales_parent_idx" ON "guides_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_missing_locales_order_idx" ON "_guides_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_guides_v_version_missing_locales_parent_idx" ON "_guides_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_outdated_locales_order_idx" ON "_guides_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_guides_v_version_outdated_locales_parent_idx" ON "_guides_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_guides_v_parent_idx" ON "_guides_v" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_version_type_idx" ON "_guides_v" USING btree ("version_type");
  CREATE INDEX "_guides_v_version_version_updated_at_idx" ON "_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_guides_v_version_version_created_at_idx" ON "_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_guides_v_version_version__status_idx" ON "_guides_v" USING btree ("version__status");
  CREATE INDEX "_guides_v_created_at_idx" ON "_guides_v" USING btree ("created_at");
  CREATE INDEX "_guides_v_updated_at_idx" ON "_guides_v" USING btree ("updated_at");
  CREATE INDEX "_guides_v_snapshot_idx" ON "_guides_v" USING btree ("snapshot");
  CREATE INDEX "_guides_v_published_locale_idx" ON "_guides_v" USING btree ("published_locale");
  CREATE INDEX "_guides_v_latest_idx" ON "_guides_v" USING btree ("latest");
  CREATE INDEX "_guides_v_autosave_idx" ON "_guides_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_guides_v_locales_locale_parent_id_unique" ON "_guides_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_categories_outdated_locales_order_idx" ON "faq_categories_outdated_locales" USING btree ("order");
  CREATE INDEX "faq_categories_outdated_locales_parent_idx" ON "faq_categories_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "faqs_outdated_locales_order_idx" ON "faqs_outdated_locales" USING btree ("order");
  CREATE INDEX "faqs_outdated_locales_parent_idx" ON "faqs_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_missing_locales_order_idx" ON "_faqs_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_faqs_v_version_missing_locales_parent_idx" ON "_faqs_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_outdated_locales_order_idx" ON "_faqs_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_faqs_v_version_outdated_locales_parent_idx" ON "_faqs_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_category_idx" ON "_faqs_v" USING btree ("version_category_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_outdated_locales_order_idx" ON "pages_outdated_locales" USING btree ("order");
  CREATE INDEX "pages_outdated_locales_parent_idx" ON "pages_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_missing_locales_order_idx" ON "_pages_v_version_missing_locales" USING btree ("order");
  CREATE INDEX "_pages_v_version_missing_locales_parent_idx" ON "_pages_v_version_missing_locales" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_outdated_locales_order_idx" ON "_pages_v_version_outdated_locales" USING btree ("order");
  CREATE INDEX "_pages_v_version_outdated_locales_parent_idx" ON "_pages_v_version_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_outdated_locales_order_idx" ON "media_outdated_locales" USING btree ("order");
  CREATE INDEX "media_outdated_locales_parent_idx" ON "media_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "device_models_missing_locales_order_idx" ON "device_models_missing_locales" USING btree ("order");
  CREATE INDEX "device_models_missing_locales_parent_idx" ON "device_models_missing_locales" USING btree ("parent_id");
  CREATE INDEX "device_models_outdated_locales_order_idx" ON "device_models_outdated_locales" USING btree ("order");
  CREATE INDEX "device_models_outdated_locales_parent_idx" ON "device_models_outdated_locales" USING btree ("parent_id");
  CREATE INDEX "_home_v_version_features_order_idx" ON "_home_v_version_features" USING btree ("_order");
  CREATE INDEX "_home_v_version_features_parent_id_idx" ON "_home_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_features_locales_locale_parent_id_unique" ON "_home_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_product_process_order_idx" ON "_home_v_version_product_process" USING btree ("_order");
  CREATE INDEX "_home_v_version_product_process_parent_id_idx" ON "_home_v_version_product_process" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_product_process_locales_locale_parent_id_uni" ON "_home_v_version_product_process_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_cooperation_activities_order_idx" ON "_home_v_version_cooperation_activities" USING btree ("_order");
  CREATE INDEX "_home_v_version_cooperation_activities_parent_id_idx" ON "_home_v_version_cooperation_activities" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_cooperation_activities_image_idx" ON "_home_v_version_cooperation_activities" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_version_cooperation_activities_locales_locale_parent" ON "_home_v_version_cooperation_activities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_version_hero_image_idx" ON "_home_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE INDEX "_home_v_version_meta_version_meta_image_idx" ON "_home_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_products_id_idx" ON "_home_v_rels" USING btree ("products_id");
  CREATE INDEX "_home_v_rels_faqs_id_idx" ON "_home_v_rels" USING btree ("faqs_id");
  CREATE INDEX "_site_settings_v_version_social_links_order_idx" ON "_site_settings_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_links_parent_id_idx" ON "_site_settings_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "activities__status_idx" ON "activities" USING btree ("_status");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "guides__status_idx" ON "guides" USING btree ("_status");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  -- What was published stays published: the published checkbox becomes Payload's _status (issue 38).
  UPDATE "products" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_products_status";
  UPDATE "activities" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_activities_status";
  UPDATE "banners" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_banners_status";
  UPDATE "news" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_news_status";
  UPDATE "guides" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_guides_status";
  UPDATE "faqs" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_faqs_status";
  UPDATE "pages" SET "_status" = (CASE WHEN "published" THEN 'published' ELSE 'draft' END)::"enum_pages_status";
  UPDATE "home" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  ALTER TABLE "products" DROP COLUMN "published";
  ALTER TABLE "activities" DROP COLUMN "published";
  ALTER TABLE "banners" DROP COLUMN "published";
  ALTER TABLE "news" DROP COLUMN "published";
  ALTER TABLE "guides" DROP COLUMN "published";
  ALTER TABLE "faqs" DROP COLUMN "published";
  ALTER TABLE "pages" DROP COLUMN "published";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pickup_regions_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airports_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "device_models_missing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "device_models_outdated_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_product_process" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_product_process_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_cooperation_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_cooperation_activities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_categories_outdated_locales" CASCADE;
  DROP TABLE "products_outdated_locales" CASCADE;
  DROP TABLE "_products_v_version_plans" CASCADE;
  DROP TABLE "_products_v_version_plans_locales" CASCADE;
  DROP TABLE "_products_v_version_missing_locales" CASCADE;
  DROP TABLE "_products_v_version_outdated_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "activities_outdated_locales" CASCADE;
  DROP TABLE "_activities_v_version_missing_locales" CASCADE;
  DROP TABLE "_activities_v_version_outdated_locales" CASCADE;
  DROP TABLE "_activities_v" CASCADE;
  DROP TABLE "_activities_v_locales" CASCADE;
  DROP TABLE "_activities_v_rels" CASCADE;
  DROP TABLE "pickup_regions_outdated_locales" CASCADE;
  DROP TABLE "airports_outdated_locales" CASCADE;
  DROP TABLE "banners_outdated_locales" CASCADE;
  DROP TABLE "_banners_v_version_missing_locales" CASCADE;
  DROP TABLE "_banners_v_version_outdated_locales" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "news_outdated_locales" CASCADE;
  DROP TABLE "_news_v_version_missing_locales" CASCADE;
  DROP TABLE "_news_v_version_outdated_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "guides_outdated_locales" CASCADE;
  DROP TABLE "_guides_v_version_missing_locales" CASCADE;
  DROP TABLE "_guides_v_version_outdated_locales" CASCADE;
  DROP TABLE "_guides_v" CASCADE;
  DROP TABLE "_guides_v_locales" CASCADE;
  DROP TABLE "faq_categories_outdated_locales" CASCADE;
  DROP TABLE "faqs_outdated_locales" CASCADE;
  DROP TABLE "_faqs_v_version_missing_locales" CASCADE;
  DROP TABLE "_faqs_v_version_outdated_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "pages_outdated_locales" CASCADE;
  DROP TABLE "_pages_v_version_missing_locales" CASCADE;
  DROP TABLE "_pages_v_version_outdated_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media_outdated_locales" CASCADE;
  DROP TABLE "device_models_missing_locales" CASCADE;
  DROP TABLE "device_models_outdated_locales" CASCADE;
  DROP TABLE "_home_v_version_features" CASCADE;
  DROP TABLE "_home_v_version_features_locales" CASCADE;
  DROP TABLE "_home_v_version_product_process" CASCADE;
  DROP TABLE "_home_v_version_product_process_locales" CASCADE;
  DROP TABLE "_home_v_version_cooperation_activities" CASCADE;
  DROP TABLE "_home_v_version_cooperation_activities_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TABLE "_site_settings_v_version_social_links" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'issueInvoice', 'voidInvoice', 'issueEsim', 'cancelUnpaidOrders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'sendSms', 'issueInvoice', 'voidInvoice', 'issueEsim', 'cancelUnpaidOrders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "products__status_idx";
  DROP INDEX "activities__status_idx";
  DROP INDEX "banners__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "guides__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "home__status_idx";
  DROP INDEX "site_settings__status_idx";
  ALTER TABLE "products_plans" ALTER COLUMN "days" SET NOT NULL;
  ALTER TABLE "products_plans" ALTER COLUMN "price_twd" SET NOT NULL;
  ALTER TABLE "products_plans_locales" ALTER COLUMN "data_allowance" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "card_type" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "activities" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "activities_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "news_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "guides" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "guides_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "home_features" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "home_features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_product_process_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_cooperation_activities_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "free_call_number" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "order_rules_unpaid_cancel_after_minutes" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "order_rules_esim_low_stock" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "service_hours" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "support_hours" SET NOT NULL;
  ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "activities" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "banners" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "guides" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "faqs" ADD COLUMN "published" boolean DEFAULT true;
  ALTER TABLE "pages" ADD COLUMN "published" boolean DEFAULT true;
  CREATE INDEX "products_published_idx" ON "products" USING btree ("published");
  CREATE INDEX "activities_published_idx" ON "activities" USING btree ("published");
  CREATE INDEX "banners_published_idx" ON "banners" USING btree ("published");
  CREATE INDEX "news_published_idx" ON "news" USING btree ("published");
  CREATE INDEX "guides_published_idx" ON "guides" USING btree ("published");
  CREATE INDEX "faqs_published_idx" ON "faqs" USING btree ("published");
  CREATE INDEX "pages_published_idx" ON "pages" USING btree ("published");
  ALTER TABLE "product_categories" DROP COLUMN "translations";
  ALTER TABLE "products" DROP COLUMN "translations";
  ALTER TABLE "products" DROP COLUMN "edited_by";
  UPDATE "products" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "activities" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "banners" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "news" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "guides" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "faqs" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  UPDATE "pages" SET "published" = ("_status" IS DISTINCT FROM 'draft');
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "activities" DROP COLUMN "translations";
  ALTER TABLE "activities" DROP COLUMN "edited_by";
  ALTER TABLE "activities" DROP COLUMN "_status";
  ALTER TABLE "pickup_regions" DROP COLUMN "translations";
  ALTER TABLE "airports" DROP COLUMN "translations";
  ALTER TABLE "banners" DROP COLUMN "translations";
  ALTER TABLE "banners" DROP COLUMN "edited_by";
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "news" DROP COLUMN "translations";
  ALTER TABLE "news" DROP COLUMN "edited_by";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "guides" DROP COLUMN "translations";
  ALTER TABLE "guides" DROP COLUMN "edited_by";
  ALTER TABLE "guides" DROP COLUMN "_status";
  ALTER TABLE "faq_categories" DROP COLUMN "translations";
  ALTER TABLE "faqs" DROP COLUMN "translations";
  ALTER TABLE "faqs" DROP COLUMN "edited_by";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "translations";
  ALTER TABLE "pages" DROP COLUMN "edited_by";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "media" DROP COLUMN "translations";
  ALTER TABLE "device_models" DROP COLUMN "translations";
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_product_categories_outdated_locales";
  DROP TYPE "public"."enum_products_outdated_locales";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_missing_locales";
  DROP TYPE "public"."enum__products_v_version_outdated_locales";
  DROP TYPE "public"."enum__products_v_version_card_type";
  DROP TYPE "public"."enum__products_v_version_network";
  DROP TYPE "public"."enum__products_v_version_esim_source";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_activities_outdated_locales";
  DROP TYPE "public"."enum_activities_status";
  DROP TYPE "public"."enum__activities_v_version_missing_locales";
  DROP TYPE "public"."enum__activities_v_version_outdated_locales";
  DROP TYPE "public"."enum__activities_v_version_kind";
  DROP TYPE "public"."enum__activities_v_version_status";
  DROP TYPE "public"."enum__activities_v_published_locale";
  DROP TYPE "public"."enum_pickup_regions_outdated_locales";
  DROP TYPE "public"."enum_airports_outdated_locales";
  DROP TYPE "public"."enum_banners_outdated_locales";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_missing_locales";
  DROP TYPE "public"."enum__banners_v_version_outdated_locales";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";
  DROP TYPE "public"."enum_news_outdated_locales";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_missing_locales";
  DROP TYPE "public"."enum__news_v_version_outdated_locales";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_guides_outdated_locales";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum__guides_v_version_missing_locales";
  DROP TYPE "public"."enum__guides_v_version_outdated_locales";
  DROP TYPE "public"."enum__guides_v_version_status";
  DROP TYPE "public"."enum__guides_v_published_locale";
  DROP TYPE "public"."enum_faq_categories_outdated_locales";
  DROP TYPE "public"."enum_faqs_outdated_locales";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_missing_locales";
  DROP TYPE "public"."enum__faqs_v_version_outdated_locales";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum_pages_outdated_locales";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_missing_locales";
  DROP TYPE "public"."enum__pages_v_version_outdated_locales";
  DROP TYPE "public"."enum__pages_v_version_slug";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_media_outdated_locales";
  DROP TYPE "public"."enum_device_models_missing_locales";
  DROP TYPE "public"."enum_device_models_outdated_locales";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_features_icon";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_social_links_platform";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";`)
}
