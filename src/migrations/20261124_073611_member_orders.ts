import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'orderLookup';
  ALTER TABLE "orders" ADD COLUMN "cancel_request_key" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_codes_purpose";
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('orderContact', 'passwordReset');
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_codes_purpose" USING "purpose"::"public"."enum_verification_codes_purpose";
  ALTER TABLE "orders" DROP COLUMN "cancel_request_key";`)
}
