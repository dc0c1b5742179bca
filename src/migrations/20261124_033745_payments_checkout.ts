import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_status" ADD VALUE 'refunded';
  ALTER TABLE "payments" ADD COLUMN "bank_transaction_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "payments" ADD COLUMN "card_last4" varchar;
  CREATE UNIQUE INDEX "payments_bank_transaction_id_idx" ON "payments" USING btree ("bank_transaction_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_status";
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'challenge', 'succeeded', 'failed');
  ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_payments_status" USING "status"::"public"."enum_payments_status";
  DROP INDEX "payments_bank_transaction_id_idx";
  ALTER TABLE "payments" DROP COLUMN "bank_transaction_id";
  ALTER TABLE "payments" DROP COLUMN "payment_url";
  ALTER TABLE "payments" DROP COLUMN "card_last4";`)
}
