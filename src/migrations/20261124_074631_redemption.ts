import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_serial_numbers_status" AS ENUM('unused', 'used');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "serial_numbers_id" integer;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "serial_numbers" ADD CONSTRAINT "serial_numbers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "serial_numbers_code_idx" ON "serial_numbers" USING btree ("code");
  CREATE INDEX "serial_numbers_product_idx" ON "serial_numbers" USING btree ("product_id");
  CREATE INDEX "serial_numbers_partner_idx" ON "serial_numbers" USING btree ("partner_id");
  CREATE INDEX "serial_numbers_batch_idx" ON "serial_numbers" USING btree ("batch");
  CREATE INDEX "serial_numbers_status_idx" ON "serial_numbers" USING btree ("status");
  CREATE INDEX "serial_numbers_order_idx" ON "serial_numbers" USING btree ("order_id");
  CREATE INDEX "serial_numbers_updated_at_idx" ON "serial_numbers" USING btree ("updated_at");
  CREATE INDEX "serial_numbers_created_at_idx" ON "serial_numbers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_serial_numbers_fk" FOREIGN KEY ("serial_numbers_id") REFERENCES "public"."serial_numbers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_serial_numbers_id_idx" ON "payload_locked_documents_rels" USING btree ("serial_numbers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "serial_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "serial_numbers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_serial_numbers_fk";
  
  DROP INDEX "payload_locked_documents_rels_serial_numbers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "serial_numbers_id";
  DROP TYPE "public"."enum_serial_numbers_status";`)
}
