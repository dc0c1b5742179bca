import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_passkeys_owner" AS ENUM('members', 'staff');
  CREATE TYPE "public"."enum_passkey_challenges_purpose" AS ENUM('register', 'login');
  CREATE TYPE "public"."enum_passkey_challenges_owner" AS ENUM('members', 'staff');
  CREATE TABLE "passkeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner" "enum_passkeys_owner" NOT NULL,
  	"member_id" integer,
  	"staff_id" integer,
  	"name" varchar NOT NULL,
  	"credential_id" varchar NOT NULL,
  	"public_key" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL,
  	"transports" varchar,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "passkey_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"challenge" varchar NOT NULL,
  	"purpose" "enum_passkey_challenges_purpose" NOT NULL,
  	"owner" "enum_passkey_challenges_owner" NOT NULL,
  	"account" numeric,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN "verified_email" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passkeys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passkey_challenges_id" integer;
  ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "passkeys_owner_idx" ON "passkeys" USING btree ("owner");
  CREATE INDEX "passkeys_member_idx" ON "passkeys" USING btree ("member_id");
  CREATE INDEX "passkeys_staff_idx" ON "passkeys" USING btree ("staff_id");
  CREATE UNIQUE INDEX "passkeys_credential_id_idx" ON "passkeys" USING btree ("credential_id");
  CREATE INDEX "passkeys_updated_at_idx" ON "passkeys" USING btree ("updated_at");
  CREATE INDEX "passkeys_created_at_idx" ON "passkeys" USING btree ("created_at");
  CREATE UNIQUE INDEX "passkey_challenges_challenge_idx" ON "passkey_challenges" USING btree ("challenge");
  CREATE INDEX "passkey_challenges_expires_at_idx" ON "passkey_challenges" USING btree ("expires_at");
  CREATE INDEX "passkey_challenges_updated_at_idx" ON "passkey_challenges" USING btree ("updated_at");
  CREATE INDEX "passkey_challenges_created_at_idx" ON "passkey_challenges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passkeys_fk" FOREIGN KEY ("passkeys_id") REFERENCES "public"."passkeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passkey_challenges_fk" FOREIGN KEY ("passkey_challenges_id") REFERENCES "public"."passkey_challenges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_passkeys_id_idx" ON "payload_locked_documents_rels" USING btree ("passkeys_id");
  CREATE INDEX "payload_locked_documents_rels_passkey_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("passkey_challenges_id");`)
  // Every order needed a code sent to its e-mail: a member with an order at the account's own e-mail has proven it.
  await db.execute(sql`
  UPDATE "members" m SET "verified_email" = m."email"
  WHERE EXISTS (SELECT 1 FROM "orders" o WHERE o."member_id" = m."id" AND lower(o."contact_email") = lower(m."email"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "passkeys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passkey_challenges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "passkeys" CASCADE;
  DROP TABLE "passkey_challenges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passkeys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passkey_challenges_fk";
  
  DROP INDEX "payload_locked_documents_rels_passkeys_id_idx";
  DROP INDEX "payload_locked_documents_rels_passkey_challenges_id_idx";
  ALTER TABLE "members" DROP COLUMN "verified_email";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passkeys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passkey_challenges_id";
  DROP TYPE "public"."enum_passkeys_owner";
  DROP TYPE "public"."enum_passkey_challenges_purpose";
  DROP TYPE "public"."enum_passkey_challenges_owner";`)
}
