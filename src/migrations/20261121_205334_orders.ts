import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('unpaid', 'paid', 'pendingPickup', 'pickedUp', 'redeemed', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_orders_item_kind" AS ENUM('product', 'rail', 'observationDeck');
  CREATE TYPE "public"."enum_orders_card_type" AS ENUM('physical', 'esim');
  CREATE TYPE "public"."enum_orders_rail_trip" AS ENUM('oneWay', 'roundTrip');
  CREATE TYPE "public"."enum_orders_partner_name" AS ENUM('asiaMiles');
  CREATE TYPE "public"."enum_promo_codes_kind" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('orderContact', 'passwordReset');
  CREATE TYPE "public"."enum_verification_codes_channel" AS ENUM('email', 'sms');
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'unpaid' NOT NULL,
  	"member_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"display_currency" varchar NOT NULL,
  	"item_kind" "enum_orders_item_kind" NOT NULL,
  	"item_name" varchar NOT NULL,
  	"product_id" integer,
  	"plan_id" varchar,
  	"plan_label" varchar,
  	"card_type" "enum_orders_card_type",
  	"activity_id" integer,
  	"rail_trip" "enum_orders_rail_trip",
  	"visit_date" varchar,
  	"time_slot" varchar,
  	"quantity" numeric NOT NULL,
  	"pickup_airport_id" integer,
  	"pickup_counter_id" varchar,
  	"pickup_place" varchar,
  	"pickup_date" varchar,
  	"pickup_time" varchar,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"surname" varchar NOT NULL,
  	"given_name" varchar NOT NULL,
  	"birth_date" varchar NOT NULL,
  	"guardian_required" boolean DEFAULT false,
  	"partner_name" "enum_orders_partner_name",
  	"partner_card_number" varchar,
  	"unit_price_twd" numeric NOT NULL,
  	"subtotal_twd" numeric NOT NULL,
  	"discount_twd" numeric NOT NULL,
  	"total_twd" numeric NOT NULL,
  	"promo_code_id" integer,
  	"promo_code_text" varchar,
  	"profit_share_twd" numeric DEFAULT 0,
  	"consent_terms_version" varchar NOT NULL,
  	"consent_privacy_version" varchar NOT NULL,
  	"consent_accepted_at" timestamp(3) with time zone NOT NULL,
  	"slot_reservation_id" integer,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"description" varchar,
  	"kind" "enum_promo_codes_kind" DEFAULT 'percent' NOT NULL,
  	"value" numeric NOT NULL,
  	"min_subtotal_twd" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_to" timestamp(3) with time zone,
  	"max_uses" numeric,
  	"used_count" numeric DEFAULT 0,
  	"partner_id" integer,
  	"profit_share_percent" numeric,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_codes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"activities_id" integer
  );
  
  CREATE TABLE "verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_verification_codes_purpose" NOT NULL,
  	"channel" "enum_verification_codes_channel" NOT NULL,
  	"target" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limit_hits_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_airport_id_airports_id_fk" FOREIGN KEY ("pickup_airport_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_reservation_id_slot_reservations_id_fk" FOREIGN KEY ("slot_reservation_id") REFERENCES "public"."slot_reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_codes_rels" ADD CONSTRAINT "promo_codes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_codes_rels" ADD CONSTRAINT "promo_codes_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_codes_rels" ADD CONSTRAINT "promo_codes_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id");
  CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");
  CREATE INDEX "orders_activity_idx" ON "orders" USING btree ("activity_id");
  CREATE INDEX "orders_pickup_pickup_airport_idx" ON "orders" USING btree ("pickup_airport_id");
  CREATE INDEX "orders_contact_email_idx" ON "orders" USING btree ("contact_email");
  CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id");
  CREATE INDEX "orders_slot_reservation_idx" ON "orders" USING btree ("slot_reservation_id");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_partner_idx" ON "promo_codes" USING btree ("partner_id");
  CREATE INDEX "promo_codes_active_idx" ON "promo_codes" USING btree ("active");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  CREATE INDEX "promo_codes_rels_order_idx" ON "promo_codes_rels" USING btree ("order");
  CREATE INDEX "promo_codes_rels_parent_idx" ON "promo_codes_rels" USING btree ("parent_id");
  CREATE INDEX "promo_codes_rels_path_idx" ON "promo_codes_rels" USING btree ("path");
  CREATE INDEX "promo_codes_rels_products_id_idx" ON "promo_codes_rels" USING btree ("products_id");
  CREATE INDEX "promo_codes_rels_activities_id_idx" ON "promo_codes_rels" USING btree ("activities_id");
  CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limit_hits_bucket_idx" ON "rate_limit_hits" USING btree ("bucket");
  CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");
  CREATE INDEX "rate_limit_hits_updated_at_idx" ON "rate_limit_hits" USING btree ("updated_at");
  CREATE INDEX "rate_limit_hits_created_at_idx" ON "rate_limit_hits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limit_hits_fk" FOREIGN KEY ("rate_limit_hits_id") REFERENCES "public"."rate_limit_hits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limit_hits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limit_hits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_codes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limit_hits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  DROP TABLE "promo_codes_rels" CASCADE;
  DROP TABLE "verification_codes" CASCADE;
  DROP TABLE "rate_limit_hits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limit_hits_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_promo_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_rate_limit_hits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limit_hits_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_item_kind";
  DROP TYPE "public"."enum_orders_card_type";
  DROP TYPE "public"."enum_orders_rail_trip";
  DROP TYPE "public"."enum_orders_partner_name";
  DROP TYPE "public"."enum_promo_codes_kind";
  DROP TYPE "public"."enum_verification_codes_purpose";
  DROP TYPE "public"."enum_verification_codes_channel";`)
}
