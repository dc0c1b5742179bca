import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "staff_second_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff" numeric NOT NULL,
  	"secret" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_step" numeric,
  	"recovery_codes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_sign_in_steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"staff" numeric NOT NULL,
  	"session_expires_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_second_factors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_sign_in_steps_id" integer;
  CREATE UNIQUE INDEX "staff_second_factors_staff_idx" ON "staff_second_factors" USING btree ("staff");
  CREATE INDEX "staff_second_factors_updated_at_idx" ON "staff_second_factors" USING btree ("updated_at");
  CREATE INDEX "staff_second_factors_created_at_idx" ON "staff_second_factors" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_sign_in_steps_sid_idx" ON "staff_sign_in_steps" USING btree ("sid");
  CREATE INDEX "staff_sign_in_steps_expires_at_idx" ON "staff_sign_in_steps" USING btree ("expires_at");
  CREATE INDEX "staff_sign_in_steps_updated_at_idx" ON "staff_sign_in_steps" USING btree ("updated_at");
  CREATE INDEX "staff_sign_in_steps_created_at_idx" ON "staff_sign_in_steps" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_second_factors_fk" FOREIGN KEY ("staff_second_factors_id") REFERENCES "public"."staff_second_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_sign_in_steps_fk" FOREIGN KEY ("staff_sign_in_steps_id") REFERENCES "public"."staff_sign_in_steps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_second_factors_id");
  CREATE INDEX "payload_locked_documents_rels_staff_sign_in_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_sign_in_steps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staff_second_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_sign_in_steps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_second_factors" CASCADE;
  DROP TABLE "staff_sign_in_steps" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_second_factors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_sign_in_steps_fk";
  
  DROP INDEX "payload_locked_documents_rels_staff_second_factors_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_sign_in_steps_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_second_factors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_sign_in_steps_id";`)
}
