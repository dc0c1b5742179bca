import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'emailChanged' BEFORE 'system';
  ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'emailChange';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('newMember', 'verificationCode', 'orderReceived', 'paid', 'delivered', 'stockAlert', 'orderCancelled', 'orderRefunded', 'system');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_codes_purpose";
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('orderContact', 'passwordReset');
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_codes_purpose" USING "purpose"::"public"."enum_verification_codes_purpose";`)
}
