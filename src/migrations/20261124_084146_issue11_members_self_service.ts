import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_serial_numbers_status" AS ENUM('unused', 'used');
  CREATE TYPE "public"."enum_support_messages_status" AS ENUM('new', 'inProgress', 'answered', 'closed');
  CREATE TYPE "public"."enum_support_messages_source" AS ENUM('member', 'visitor');
  CREATE TYPE "public"."enum_support_messages_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_survey_answers_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_kyc_applications_status" AS ENUM('submitted', 'approved', 'rejected');
  CREATE TYPE "public"."enum_kyc_applications_locale" AS ENUM('zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi');
  CREATE TYPE "public"."enum_kyc_documents_kind" AS ENUM('passport', 'secondId');
  CREATE TYPE "public"."enum_survey_questions_kind" AS ENUM('rating', 'choice', 'text');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'emailChanged' BEFORE 'system';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'supportReceived' BEFORE 'system';
  ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'emailChange';
  ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'orderLookup';
  CREATE TABLE "serial_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"plan_id" varchar NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"partner_id" integer,
  	"batch" varchar,
  	"valid_from" varchar,
  	"valid_until" varchar,
  	"original_price_twd" numeric NOT NULL,
  	"payable_twd" numeric NOT NULL,
  	"status" "enum_serial_numbers_status" DEFAULT 'unused' NOT NULL,
  	"redeemed_at" timestamp(3) with time zone,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "support_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_support_messages_status" DEFAULT 'new' NOT NULL,
  	"staff_note" varchar,
  	"source" "enum_support_messages_source" NOT NULL,
  	"member_id" integer,
  	"email" varchar NOT NULL,
  	"locale" "enum_support_messages_locale",
  	"content" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_answers_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"label" varchar,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "survey_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"order_number" varchar,
  	"member_id" integer,
  	"locale" "enum_survey_answers_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kyc_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_kyc_applications_status" DEFAULT 'submitted' NOT NULL,
  	"rejection_reason" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"member_id" integer NOT NULL,
  	"locale" "enum_kyc_applications_locale",
  	"passport_name" varchar NOT NULL,
  	"nationality" varchar NOT NULL,
  	"document_number" varchar NOT NULL,
  	"birth_date" varchar NOT NULL,
  	"passport_image_id" integer NOT NULL,
  	"second_id_image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kyc_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_kyc_documents_kind" NOT NULL,
  	"member_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "survey_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "survey_questions_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "survey_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_survey_questions_kind" DEFAULT 'rating' NOT NULL,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "survey_questions_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "survey" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "survey_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "cancel_request_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "serial_numbers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kyc_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kyc_documents_id" integer;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_answers_answers" ADD CONSTRAINT "survey_answers_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_reviewed_by_id_staff_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_passport_image_id_kyc_documents_id_fk" FOREIGN KEY ("passport_image_id") REFERENCES "public"."kyc_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_second_id_image_id_kyc_documents_id_fk" FOREIGN KEY ("second_id_image_id") REFERENCES "public"."kyc_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_questions_options" ADD CONSTRAINT "survey_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_questions_options_locales" ADD CONSTRAINT "survey_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_questions_locales" ADD CONSTRAINT "survey_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_locales" ADD CONSTRAINT "survey_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "serial_numbers_code_idx" ON "serial_numbers" USING btree ("code");
  CREATE INDEX "serial_numbers_product_idx" ON "serial_numbers" USING btree ("product_id");
  CREATE INDEX "serial_numbers_partner_idx" ON "serial_numbers" USING btree ("partner_id");
  CREATE INDEX "serial_numbers_batch_idx" ON "serial_numbers" USING btree ("batch");
  CREATE INDEX "serial_numbers_status_idx" ON "serial_numbers" USING btree ("status");
  CREATE INDEX "serial_numbers_order_idx" ON "serial_numbers" USING btree ("order_id");
  CREATE INDEX "serial_numbers_updated_at_idx" ON "serial_numbers" USING btree ("updated_at");
  CREATE INDEX "serial_numbers_created_at_idx" ON "serial_numbers" USING btree ("created_at");
  CREATE INDEX "support_messages_reference_idx" ON "support_messages" USING btree ("reference");
  CREATE INDEX "support_messages_status_idx" ON "support_messages" USING btree ("status");
  CREATE INDEX "support_messages_member_idx" ON "support_messages" USING btree ("member_id");
  CREATE INDEX "support_messages_email_idx" ON "support_messages" USING btree ("email");
  CREATE INDEX "support_messages_updated_at_idx" ON "support_messages" USING btree ("updated_at");
  CREATE INDEX "support_messages_created_at_idx" ON "support_messages" USING btree ("created_at");
  CREATE INDEX "survey_answers_answers_order_idx" ON "survey_answers_answers" USING btree ("_order");
  CREATE INDEX "survey_answers_answers_parent_id_idx" ON "survey_answers_answers" USING btree ("_parent_id");
  CREATE INDEX "survey_answers_email_idx" ON "survey_answers" USING btree ("email");
  CREATE INDEX "survey_answers_order_number_idx" ON "survey_answers" USING btree ("order_number");
  CREATE INDEX "survey_answers_member_idx" ON "survey_answers" USING btree ("member_id");
  CREATE INDEX "survey_answers_updated_at_idx" ON "survey_answers" USING btree ("updated_at");
  CREATE INDEX "survey_answers_created_at_idx" ON "survey_answers" USING btree ("created_at");
  CREATE INDEX "kyc_applications_status_idx" ON "kyc_applications" USING btree ("status");
  CREATE INDEX "kyc_applications_reviewed_by_idx" ON "kyc_applications" USING btree ("reviewed_by_id");
  CREATE INDEX "kyc_applications_member_idx" ON "kyc_applications" USING btree ("member_id");
  CREATE INDEX "kyc_applications_passport_image_idx" ON "kyc_applications" USING btree ("passport_image_id");
  CREATE INDEX "kyc_applications_second_id_image_idx" ON "kyc_applications" USING btree ("second_id_image_id");
  CREATE INDEX "kyc_applications_updated_at_idx" ON "kyc_applications" USING btree ("updated_at");
  CREATE INDEX "kyc_applications_created_at_idx" ON "kyc_applications" USING btree ("created_at");
  CREATE INDEX "kyc_documents_member_idx" ON "kyc_documents" USING btree ("member_id");
  CREATE INDEX "kyc_documents_updated_at_idx" ON "kyc_documents" USING btree ("updated_at");
  CREATE INDEX "kyc_documents_created_at_idx" ON "kyc_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "kyc_documents_filename_idx" ON "kyc_documents" USING btree ("filename");
  CREATE INDEX "survey_questions_options_order_idx" ON "survey_questions_options" USING btree ("_order");
  CREATE INDEX "survey_questions_options_parent_id_idx" ON "survey_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "survey_questions_options_locales_locale_parent_id_unique" ON "survey_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "survey_questions_order_idx" ON "survey_questions" USING btree ("_order");
  CREATE INDEX "survey_questions_parent_id_idx" ON "survey_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "survey_questions_locales_locale_parent_id_unique" ON "survey_questions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "survey_locales_locale_parent_id_unique" ON "survey_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_serial_numbers_fk" FOREIGN KEY ("serial_numbers_id") REFERENCES "public"."serial_numbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_messages_fk" FOREIGN KEY ("support_messages_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_answers_fk" FOREIGN KEY ("survey_answers_id") REFERENCES "public"."survey_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kyc_applications_fk" FOREIGN KEY ("kyc_applications_id") REFERENCES "public"."kyc_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kyc_documents_fk" FOREIGN KEY ("kyc_documents_id") REFERENCES "public"."kyc_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_serial_numbers_id_idx" ON "payload_locked_documents_rels" USING btree ("serial_numbers_id");
  CREATE INDEX "payload_locked_documents_rels_support_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("support_messages_id");
  CREATE INDEX "payload_locked_documents_rels_survey_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_answers_id");
  CREATE INDEX "payload_locked_documents_rels_kyc_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("kyc_applications_id");
  CREATE INDEX "payload_locked_documents_rels_kyc_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("kyc_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "serial_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "support_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_answers_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kyc_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kyc_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "serial_numbers" CASCADE;
  DROP TABLE "support_messages" CASCADE;
  DROP TABLE "survey_answers_answers" CASCADE;
  DROP TABLE "survey_answers" CASCADE;
  DROP TABLE "kyc_applications" CASCADE;
  DROP TABLE "kyc_documents" CASCADE;
  DROP TABLE "survey_questions_options" CASCADE;
  DROP TABLE "survey_questions_options_locales" CASCADE;
  DROP TABLE "survey_questions" CASCADE;
  DROP TABLE "survey_questions_locales" CASCADE;
  DROP TABLE "survey" CASCADE;
  DROP TABLE "survey_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_serial_numbers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kyc_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kyc_documents_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('newMember', 'verificationCode', 'orderReceived', 'paid', 'delivered', 'stockAlert', 'orderCancelled', 'orderRefunded', 'system');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_codes_purpose";
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('orderContact', 'passwordReset');
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_codes_purpose" USING "purpose"::"public"."enum_verification_codes_purpose";
  DROP INDEX "payload_locked_documents_rels_serial_numbers_id_idx";
  DROP INDEX "payload_locked_documents_rels_support_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_kyc_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_kyc_documents_id_idx";
  ALTER TABLE "orders" DROP COLUMN "cancel_request_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "serial_numbers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kyc_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kyc_documents_id";
  DROP TYPE "public"."enum_serial_numbers_status";
  DROP TYPE "public"."enum_support_messages_status";
  DROP TYPE "public"."enum_support_messages_source";
  DROP TYPE "public"."enum_support_messages_locale";
  DROP TYPE "public"."enum_survey_answers_locale";
  DROP TYPE "public"."enum_kyc_applications_status";
  DROP TYPE "public"."enum_kyc_applications_locale";
  DROP TYPE "public"."enum_kyc_documents_kind";
  DROP TYPE "public"."enum_survey_questions_kind";`)
}
