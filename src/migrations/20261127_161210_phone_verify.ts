import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'phoneVerify';
  ALTER TABLE "members" ADD COLUMN "verified_phone" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "verification_codes" WHERE "purpose" = 'phoneVerify';
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_codes_purpose";
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('orderContact', 'passwordReset', 'emailChange', 'orderLookup');
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_codes_purpose" USING "purpose"::"public"."enum_verification_codes_purpose";
  ALTER TABLE "members" DROP COLUMN "verified_phone";`)
}
