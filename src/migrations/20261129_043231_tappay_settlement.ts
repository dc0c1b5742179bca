import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_refund_state" AS ENUM('pending', 'done');
  ALTER TABLE "orders" ADD COLUMN "refund_state" "enum_orders_refund_state";
  ALTER TABLE "orders" ADD COLUMN "refund_bank_refund_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refund_tries" numeric;
  ALTER TABLE "orders" ADD COLUMN "refund_next_try_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refund_problem" varchar;
  ALTER TABLE "payments" ADD COLUMN "record_checks" numeric;
  ALTER TABLE "payments" ADD COLUMN "next_record_check_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "bank_refund_id" varchar;
  CREATE INDEX "orders_refund_refund_state_idx" ON "orders" USING btree ("refund_state");
  CREATE UNIQUE INDEX "orders_refund_refund_bank_refund_id_idx" ON "orders" USING btree ("refund_bank_refund_id");
  CREATE INDEX "payments_next_record_check_at_idx" ON "payments" USING btree ("next_record_check_at");
  CREATE UNIQUE INDEX "payments_bank_refund_id_idx" ON "payments" USING btree ("bank_refund_id");
  UPDATE "orders" SET "refund_state" = 'done' WHERE "refund_refunded_at" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_refund_refund_state_idx";
  DROP INDEX "orders_refund_refund_bank_refund_id_idx";
  DROP INDEX "payments_next_record_check_at_idx";
  DROP INDEX "payments_bank_refund_id_idx";
  ALTER TABLE "orders" DROP COLUMN "refund_state";
  ALTER TABLE "orders" DROP COLUMN "refund_bank_refund_id";
  ALTER TABLE "orders" DROP COLUMN "refund_requested_at";
  ALTER TABLE "orders" DROP COLUMN "refund_tries";
  ALTER TABLE "orders" DROP COLUMN "refund_next_try_at";
  ALTER TABLE "orders" DROP COLUMN "refund_problem";
  ALTER TABLE "payments" DROP COLUMN "record_checks";
  ALTER TABLE "payments" DROP COLUMN "next_record_check_at";
  ALTER TABLE "payments" DROP COLUMN "bank_refund_id";
  DROP TYPE "public"."enum_orders_refund_state";`)
}
